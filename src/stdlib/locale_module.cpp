// The native `_locale` module under lib/locale.py: setlocale (None when the C library
// refuses the locale: lib/locale.py raises locale.Error), localeconv, nl_langinfo,
// strcoll, strxfrm, and the LC_* / nl_langinfo constants. As CPython does at start-up,
// the first import sets LC_CTYPE from the environment (setlocale(LC_CTYPE, "")), so that
// getencoding() reports the user's encoding; the other categories stay "C".
#include <langinfo.h>
#include <locale.h>

#include <climits>
#include <cstring>
#include <string>

#include "objects/arg_parser.h"
#include "objects/dict_object.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/stdlib_util.h"

namespace tp::stdlib {

using objects::MethodDef;

namespace {

// Text from the C library in the current locale's encoding, decoded as UTF-8 (invalid
// bytes replaced; the locales this module sets are UTF-8 or ASCII).
Value c_text(Context& ctx, const char* s) {
  std::string text = s ? s : "";
  if (!objects::utf8_valid(text)) {
    std::string clean;
    for (unsigned char c : text) clean += c < 0x80 ? static_cast<char>(c) : '?';
    text = clean;
  }
  return objects::str_from(ctx, text);
}

Value loc_setlocale(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/category", "/locale"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "setlocale", names, 1, a)) return Value::null();
  auto cat = protocol::index_as_int64(ctx, a[0]);
  if (!cat) return Value::null();
  const char* result;
  if (a[1].is_null() || a[1].is_none()) {
    result = ::setlocale(static_cast<int>(*cat), nullptr);
  } else {
    std::string name;
    if (!str_arg(ctx, a[1], "setlocale() argument 2", &name)) return Value::null();
    result = ::setlocale(static_cast<int>(*cat), name.c_str());
  }
  if (result == nullptr) return Value::none();
  return c_text(ctx, result);
}

Value grouping_list(Context& ctx, const char* g) {
  ListObject* l = objects::list_new(ctx);
  if (g == nullptr) return Value::object(l);
  for (const char* p = g; *p != '\0'; ++p) {
    l->items.push_back(Value::small_int(static_cast<unsigned char>(*p) == CHAR_MAX ? CHAR_MAX : *p));
    if (static_cast<unsigned char>(*p) == CHAR_MAX) break;
  }
  if (*g != '\0' && static_cast<unsigned char>(g[std::strlen(g) - 1]) != CHAR_MAX) l->items.push_back(Value::small_int(0));
  return Value::object(l);
}

Value loc_localeconv(Context& ctx, const CallArgs&) {
  lconv* lc = ::localeconv();
  DictObject* d = objects::dict_new(ctx);
  gc::Root<DictObject> keep(ctx.heap, d);
  auto put = [&](const char* k, Value v) {
    HandleScope hs(ctx);
    hs.keep(v);
    objects::dict_set(ctx, d, objects::str_from(ctx, k), v);
  };
  put("int_curr_symbol", c_text(ctx, lc->int_curr_symbol));
  put("currency_symbol", c_text(ctx, lc->currency_symbol));
  put("mon_decimal_point", c_text(ctx, lc->mon_decimal_point));
  put("mon_thousands_sep", c_text(ctx, lc->mon_thousands_sep));
  put("mon_grouping", grouping_list(ctx, lc->mon_grouping));
  put("positive_sign", c_text(ctx, lc->positive_sign));
  put("negative_sign", c_text(ctx, lc->negative_sign));
  put("int_frac_digits", Value::small_int(lc->int_frac_digits));
  put("frac_digits", Value::small_int(lc->frac_digits));
  put("p_cs_precedes", Value::small_int(lc->p_cs_precedes));
  put("p_sep_by_space", Value::small_int(lc->p_sep_by_space));
  put("n_cs_precedes", Value::small_int(lc->n_cs_precedes));
  put("n_sep_by_space", Value::small_int(lc->n_sep_by_space));
  put("p_sign_posn", Value::small_int(lc->p_sign_posn));
  put("n_sign_posn", Value::small_int(lc->n_sign_posn));
  put("decimal_point", c_text(ctx, lc->decimal_point));
  put("thousands_sep", c_text(ctx, lc->thousands_sep));
  put("grouping", grouping_list(ctx, lc->grouping));
  return Value::object(d);
}

Value loc_nl_langinfo(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/key"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "nl_langinfo", names, 1, a)) return Value::null();
  auto key = protocol::index_as_int64(ctx, a[0]);
  if (!key) return Value::null();
  return c_text(ctx, ::nl_langinfo(static_cast<nl_item>(*key)));
}

Value loc_strcoll(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/os1", "/os2"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "strcoll", names, 2, a)) return Value::null();
  std::string x, y;
  if (!str_arg(ctx, a[0], "strcoll() argument 1", &x) || !str_arg(ctx, a[1], "strcoll() argument 2", &y))
    return Value::null();
  int r = ::strcoll(x.c_str(), y.c_str());
  return Value::small_int(r < 0 ? -1 : r > 0 ? 1 : 0);
}

Value loc_strxfrm(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/string"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "strxfrm", names, 1, a)) return Value::null();
  std::string s;
  if (!str_arg(ctx, a[0], "strxfrm() argument", &s)) return Value::null();
  size_t n = ::strxfrm(nullptr, s.c_str(), 0);
  std::string out(n + 1, '\0');
  ::strxfrm(out.data(), s.c_str(), n + 1);
  out.resize(n);
  return c_text(ctx, out.c_str());
}

const MethodDef locale_functions[] = {
    {"setlocale", loc_setlocale, "setlocale(category, locale=None, /)\n--\n\nActivates/queries locale processing."},
    {"localeconv", loc_localeconv, "localeconv()\n--\n\nReturns numeric and monetary locale-specific parameters."},
    {"nl_langinfo", loc_nl_langinfo, "nl_langinfo(key, /)\n--\n\nReturn the value for the locale information associated with key."},
    {"strcoll", loc_strcoll, "strcoll(os1, os2, /)\n--\n\nCompares two strings according to the locale."},
    {"strxfrm", loc_strxfrm, "strxfrm(string, /)\n--\n\nReturn a string that can be used as a key for locale-aware comparisons."},
    {}};

}  // namespace

ModuleObject* init__locale(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "_locale");
  gc::Root<ModuleObject> keep(ctx.heap, m);
  objects::add_functions(ctx, m, locale_functions);
  ::setlocale(LC_CTYPE, "");
  struct {
    const char* name;
    int64_t value;
  } constants[] = {
      {"LC_CTYPE", LC_CTYPE}, {"LC_COLLATE", LC_COLLATE}, {"LC_TIME", LC_TIME}, {"LC_MONETARY", LC_MONETARY},
      {"LC_NUMERIC", LC_NUMERIC}, {"LC_ALL", LC_ALL}, {"LC_MESSAGES", LC_MESSAGES}, {"CHAR_MAX", CHAR_MAX},
      {"CODESET", CODESET}, {"D_T_FMT", D_T_FMT}, {"D_FMT", D_FMT}, {"T_FMT", T_FMT}, {"T_FMT_AMPM", T_FMT_AMPM},
      {"AM_STR", AM_STR}, {"PM_STR", PM_STR}, {"DAY_1", DAY_1}, {"DAY_2", DAY_2}, {"DAY_3", DAY_3},
      {"DAY_4", DAY_4}, {"DAY_5", DAY_5}, {"DAY_6", DAY_6}, {"DAY_7", DAY_7}, {"ABDAY_1", ABDAY_1},
      {"ABDAY_2", ABDAY_2}, {"ABDAY_3", ABDAY_3}, {"ABDAY_4", ABDAY_4}, {"ABDAY_5", ABDAY_5},
      {"ABDAY_6", ABDAY_6}, {"ABDAY_7", ABDAY_7}, {"MON_1", MON_1}, {"MON_2", MON_2}, {"MON_3", MON_3},
      {"MON_4", MON_4}, {"MON_5", MON_5}, {"MON_6", MON_6}, {"MON_7", MON_7}, {"MON_8", MON_8},
      {"MON_9", MON_9}, {"MON_10", MON_10}, {"MON_11", MON_11}, {"MON_12", MON_12}, {"ABMON_1", ABMON_1},
      {"ABMON_2", ABMON_2}, {"ABMON_3", ABMON_3}, {"ABMON_4", ABMON_4}, {"ABMON_5", ABMON_5},
      {"ABMON_6", ABMON_6}, {"ABMON_7", ABMON_7}, {"ABMON_8", ABMON_8}, {"ABMON_9", ABMON_9},
      {"ABMON_10", ABMON_10}, {"ABMON_11", ABMON_11}, {"ABMON_12", ABMON_12}, {"RADIXCHAR", RADIXCHAR},
      {"THOUSEP", THOUSEP}, {"YESEXPR", YESEXPR}, {"NOEXPR", NOEXPR}, {"CRNCYSTR", CRNCYSTR},
      {"ERA", ERA}, {"ERA_D_FMT", ERA_D_FMT}, {"ERA_D_T_FMT", ERA_D_T_FMT}, {"ERA_T_FMT", ERA_T_FMT},
      {"ALT_DIGITS", ALT_DIGITS}};
  for (const auto& c : constants) objects::set_module_attr(ctx, m, c.name, Value::small_int(c.value));
  return m;
}

}  // namespace tp::stdlib
