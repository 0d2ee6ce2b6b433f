// The `_sqlite3` module: a thin binding of Debian's libsqlite3 for lib/sqlite3, which
// implements the DB-API (connections, cursors, transactions, rows, exception classes).
// Db wraps a connection (open, close, exec, changes, total_changes, last_insert_rowid,
// autocommit); Stmt wraps a prepared statement (bind, step, row, column names and
// declared types, reset, readonly). Failures raise _sqlite3.error with args
// (message, extended error code, error name); lib/sqlite3 maps the code to
// OperationalError, IntegrityError, ... as CPython 3.11 does.
#include <sqlite3.h>

#include <string>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/float_object.h"
#include "objects/int_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "objects/value.h"
#include "runtime/module_registry.h"
#include "stdlib/stdlib_util.h"

namespace tp::stdlib {

namespace {

enum Slot { kError, kDb, kStmt, kSlotCount };

class DbObject : public Object {
 public:
  explicit DbObject(TypeObject* t) : Object(t) {}
  ~DbObject() override { close(); }
  void close() {
    if (db != nullptr) sqlite3_close_v2(db);
    db = nullptr;
  }
  void trace(Tracer& tr) override {
    tr.mark(error);
    tr.mark(stmt_type);
  }
  sqlite3* db = nullptr;
  Value error = Value::null();      // _sqlite3.error
  Value stmt_type = Value::null();  // _sqlite3.Stmt
};

class StmtObject : public Object {
 public:
  explicit StmtObject(TypeObject* t) : Object(t) {}
  ~StmtObject() override { finalize(); }
  void finalize() {
    if (stmt != nullptr) sqlite3_finalize(stmt);
    stmt = nullptr;
  }
  void trace(Tracer& tr) override { tr.mark(db); }
  sqlite3_stmt* stmt = nullptr;
  Value db = Value::null();  // the DbObject, kept alive while the statement lives
};

DbObject* db_of(Value v) { return static_cast<DbObject*>(v.as_object()); }
StmtObject* stmt_of(Value v) { return static_cast<StmtObject*>(v.as_object()); }

// The name CPython reports as sqlite_errorname for an (extended) result code.
const char* error_name(int code) {
  switch (code) {
    case SQLITE_ERROR: return "SQLITE_ERROR";
    case SQLITE_INTERNAL: return "SQLITE_INTERNAL";
    case SQLITE_PERM: return "SQLITE_PERM";
    case SQLITE_ABORT: return "SQLITE_ABORT";
    case SQLITE_BUSY: return "SQLITE_BUSY";
    case SQLITE_LOCKED: return "SQLITE_LOCKED";
    case SQLITE_NOMEM: return "SQLITE_NOMEM";
    case SQLITE_READONLY: return "SQLITE_READONLY";
    case SQLITE_INTERRUPT: return "SQLITE_INTERRUPT";
    case SQLITE_IOERR: return "SQLITE_IOERR";
    case SQLITE_CORRUPT: return "SQLITE_CORRUPT";
    case SQLITE_NOTFOUND: return "SQLITE_NOTFOUND";
    case SQLITE_FULL: return "SQLITE_FULL";
    case SQLITE_CANTOPEN: return "SQLITE_CANTOPEN";
    case SQLITE_PROTOCOL: return "SQLITE_PROTOCOL";
    case SQLITE_EMPTY: return "SQLITE_EMPTY";
    case SQLITE_SCHEMA: return "SQLITE_SCHEMA";
    case SQLITE_TOOBIG: return "SQLITE_TOOBIG";
    case SQLITE_CONSTRAINT: return "SQLITE_CONSTRAINT";
    case SQLITE_MISMATCH: return "SQLITE_MISMATCH";
    case SQLITE_MISUSE: return "SQLITE_MISUSE";
    case SQLITE_NOLFS: return "SQLITE_NOLFS";
    case SQLITE_AUTH: return "SQLITE_AUTH";
    case SQLITE_FORMAT: return "SQLITE_FORMAT";
    case SQLITE_RANGE: return "SQLITE_RANGE";
    case SQLITE_NOTADB: return "SQLITE_NOTADB";
    case SQLITE_CONSTRAINT_CHECK: return "SQLITE_CONSTRAINT_CHECK";
    case SQLITE_CONSTRAINT_FOREIGNKEY: return "SQLITE_CONSTRAINT_FOREIGNKEY";
    case SQLITE_CONSTRAINT_NOTNULL: return "SQLITE_CONSTRAINT_NOTNULL";
    case SQLITE_CONSTRAINT_PRIMARYKEY: return "SQLITE_CONSTRAINT_PRIMARYKEY";
    case SQLITE_CONSTRAINT_TRIGGER: return "SQLITE_CONSTRAINT_TRIGGER";
    case SQLITE_CONSTRAINT_UNIQUE: return "SQLITE_CONSTRAINT_UNIQUE";
    case SQLITE_CONSTRAINT_ROWID: return "SQLITE_CONSTRAINT_ROWID";
    case SQLITE_READONLY_DBMOVED: return "SQLITE_READONLY_DBMOVED";
    case SQLITE_CANTOPEN_ISDIR: return "SQLITE_CANTOPEN_ISDIR";
    default: return "SQLITE_UNKNOWN";
  }
}

// Raises _sqlite3.error(message, extended code, name).
Value raise_sqlite(Context& ctx, Value error, int code, const char* message) {
  HandleScope scope(ctx);
  Value msg = objects::str_from(ctx, message != nullptr ? message : sqlite3_errstr(code));
  scope.keep(msg);
  Value name = objects::str_from(ctx, error_name(code));
  scope.keep(name);
  Value exc = objects::call_vector(ctx, error, {msg, Value::small_int(code), name});
  if (exc.is_null()) return exc;
  return ctx.raise_value(exc);
}

Value db_error(Context& ctx, DbObject* d) {
  return raise_sqlite(ctx, d->error, sqlite3_extended_errcode(d->db), sqlite3_errmsg(d->db));
}

bool open_db(Context& ctx, DbObject* d) {
  if (d->db == nullptr) {
    raise_sqlite(ctx, d->error, SQLITE_MISUSE, "Cannot operate on a closed database.");
    return false;
  }
  return true;
}

// open(path, flags, timeout_ms) -> Db
Value open_fn(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "open", 4, 4)) return Value::null();
  StateObject* st = static_cast<StateObject*>(call.args[0].as_object());
  std::string path;
  if (!str_arg(ctx, call.args[1], "database", &path)) return Value::null();
  auto flags = protocol::index_as_int64(ctx, call.args[2]);
  auto timeout = protocol::index_as_int64(ctx, call.args[3]);
  if (!flags || !timeout) return Value::null();
  auto* d = ctx.heap.make<DbObject>(st->type_at(kDb));
  HandleScope scope(ctx);
  scope.keep(d);
  d->error = st->slots[kError];
  d->stmt_type = st->slots[kStmt];
  int rc = sqlite3_open_v2(path.c_str(), &d->db, static_cast<int>(*flags), nullptr);
  if (rc != SQLITE_OK) {
    Value r = d->db != nullptr ? db_error(ctx, d) : raise_sqlite(ctx, d->error, rc, nullptr);
    d->close();
    return r;
  }
  sqlite3_extended_result_codes(d->db, 1);
  sqlite3_busy_timeout(d->db, static_cast<int>(*timeout));
  return Value::object(d);
}

Value db_close(Context& ctx, const CallArgs& call) {
  db_of(call.args[0])->close();
  return Value::none();
}

Value db_is_open(Context&, const CallArgs& call) { return Value::boolean(db_of(call.args[0])->db != nullptr); }

Value db_exec(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "exec", 2, 2)) return Value::null();
  DbObject* d = db_of(call.args[0]);
  if (!open_db(ctx, d)) return Value::null();
  std::string sql;
  if (!str_arg(ctx, call.args[1], "sql", &sql)) return Value::null();
  char* err = nullptr;
  int rc = sqlite3_exec(d->db, sql.c_str(), nullptr, nullptr, &err);
  if (rc != SQLITE_OK) {
    std::string msg = err != nullptr ? err : sqlite3_errmsg(d->db);
    sqlite3_free(err);
    return raise_sqlite(ctx, d->error, sqlite3_extended_errcode(d->db), msg.c_str());
  }
  return Value::none();
}

Value db_changes(Context& ctx, const CallArgs& call) {
  DbObject* d = db_of(call.args[0]);
  if (!open_db(ctx, d)) return Value::null();
  return Value::small_int(sqlite3_changes(d->db));
}
Value db_total_changes(Context& ctx, const CallArgs& call) {
  DbObject* d = db_of(call.args[0]);
  if (!open_db(ctx, d)) return Value::null();
  return Value::small_int(sqlite3_total_changes(d->db));
}
Value db_last_insert_rowid(Context& ctx, const CallArgs& call) {
  DbObject* d = db_of(call.args[0]);
  if (!open_db(ctx, d)) return Value::null();
  return Value::small_int(sqlite3_last_insert_rowid(d->db));
}
Value db_autocommit(Context& ctx, const CallArgs& call) {
  DbObject* d = db_of(call.args[0]);
  if (!open_db(ctx, d)) return Value::null();
  return Value::boolean(sqlite3_get_autocommit(d->db) != 0);
}

// prepare(sql) -> (Stmt or None for an empty statement, the SQL text after it)
Value db_prepare(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "prepare", 2, 2)) return Value::null();
  DbObject* d = db_of(call.args[0]);
  if (!open_db(ctx, d)) return Value::null();
  std::string sql;
  if (!str_arg(ctx, call.args[1], "sql", &sql)) return Value::null();
  sqlite3_stmt* stmt = nullptr;
  const char* tail = nullptr;
  int rc = sqlite3_prepare_v2(d->db, sql.c_str(), static_cast<int>(sql.size()) + 1, &stmt, &tail);
  if (rc != SQLITE_OK) {
    sqlite3_finalize(stmt);
    return db_error(ctx, d);
  }
  HandleScope scope(ctx);
  Value s = Value::none();
  if (stmt != nullptr) {
    auto* so = ctx.heap.make<StmtObject>(static_cast<TypeObject*>(d->stmt_type.as_object()));
    so->stmt = stmt;
    so->db = call.args[0];
    s = Value::object(so);
    scope.keep(s);
  }
  size_t used = tail != nullptr ? static_cast<size_t>(tail - sql.c_str()) : sql.size();
  if (used > sql.size()) used = sql.size();
  Value rest = objects::str_from(ctx, sql.substr(used));
  scope.keep(rest);
  return objects::tuple_from(ctx, {s, rest});
}

DbObject* stmt_db(StmtObject* s) { return db_of(s->db); }

bool live_stmt(Context& ctx, StmtObject* s) {
  if (s->stmt == nullptr || stmt_db(s)->db == nullptr) {
    raise_sqlite(ctx, stmt_db(s)->error, SQLITE_MISUSE, "Cannot operate on a closed database.");
    return false;
  }
  return true;
}

// bind(index, value) -> True, or False for a value of an unsupported type.
Value stmt_bind(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "bind", 3, 3)) return Value::null();
  StmtObject* s = stmt_of(call.args[0]);
  if (!live_stmt(ctx, s)) return Value::null();
  auto idx = protocol::index_as_int64(ctx, call.args[1]);
  if (!idx) return Value::null();
  int i = static_cast<int>(*idx);
  Value v = call.args[2];
  int rc;
  if (v.is_none()) {
    rc = sqlite3_bind_null(s->stmt, i);
  } else if (v.is_bool() || objects::is_int(ctx, v)) {
    auto n = objects::int_to_int64(v.is_bool() ? Value::small_int(v.as_bool() ? 1 : 0) : v);
    if (!n) return ctx.raise(ctx.builtins.exc_OverflowError, "Python int too large to convert to SQLite INTEGER");
    rc = sqlite3_bind_int64(s->stmt, i, *n);
  } else if (objects::is_float(ctx, v)) {
    rc = sqlite3_bind_double(s->stmt, i, objects::float_value(v));
  } else if (objects::is_str(ctx, v)) {
    const std::string& t = objects::as_str(v)->data;
    rc = sqlite3_bind_text64(s->stmt, i, t.data(), t.size(), SQLITE_TRANSIENT, SQLITE_UTF8);
  } else if (objects::is_byteslike(ctx, v)) {
    std::string_view b;
    if (!buffer_arg(ctx, v, &b)) return Value::null();
    rc = sqlite3_bind_blob64(s->stmt, i, b.data(), b.size(), SQLITE_TRANSIENT);
  } else {
    return Value::boolean(false);
  }
  if (rc != SQLITE_OK) return db_error(ctx, stmt_db(s));
  return Value::boolean(true);
}

Value stmt_param_count(Context& ctx, const CallArgs& call) {
  StmtObject* s = stmt_of(call.args[0]);
  if (!live_stmt(ctx, s)) return Value::null();
  return Value::small_int(sqlite3_bind_parameter_count(s->stmt));
}

Value stmt_param_name(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "param_name", 2, 2)) return Value::null();
  StmtObject* s = stmt_of(call.args[0]);
  if (!live_stmt(ctx, s)) return Value::null();
  auto idx = protocol::index_as_int64(ctx, call.args[1]);
  if (!idx) return Value::null();
  const char* name = sqlite3_bind_parameter_name(s->stmt, static_cast<int>(*idx));
  if (name == nullptr) return Value::none();
  return objects::str_from(ctx, name);
}

// step() -> True when a row is ready, False when the statement is done.
Value stmt_step(Context& ctx, const CallArgs& call) {
  StmtObject* s = stmt_of(call.args[0]);
  if (!live_stmt(ctx, s)) return Value::null();
  int rc = sqlite3_step(s->stmt);
  if (rc == SQLITE_ROW) return Value::boolean(true);
  if (rc == SQLITE_DONE) return Value::boolean(false);
  DbObject* d = stmt_db(s);
  Value r = raise_sqlite(ctx, d->error, sqlite3_extended_errcode(d->db), sqlite3_errmsg(d->db));
  sqlite3_reset(s->stmt);
  return r;
}

Value stmt_column_count(Context& ctx, const CallArgs& call) {
  StmtObject* s = stmt_of(call.args[0]);
  if (!live_stmt(ctx, s)) return Value::null();
  return Value::small_int(sqlite3_column_count(s->stmt));
}

Value column_text(Context& ctx, StmtObject* s, int i, bool decl) {
  const char* t = decl ? sqlite3_column_decltype(s->stmt, i) : sqlite3_column_name(s->stmt, i);
  if (t == nullptr) return Value::none();
  return objects::str_from(ctx, t);
}

Value stmt_column_name(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "column_name", 2, 2)) return Value::null();
  StmtObject* s = stmt_of(call.args[0]);
  if (!live_stmt(ctx, s)) return Value::null();
  auto idx = protocol::index_as_int64(ctx, call.args[1]);
  if (!idx) return Value::null();
  return column_text(ctx, s, static_cast<int>(*idx), false);
}

Value stmt_column_decltype(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "column_decltype", 2, 2)) return Value::null();
  StmtObject* s = stmt_of(call.args[0]);
  if (!live_stmt(ctx, s)) return Value::null();
  auto idx = protocol::index_as_int64(ctx, call.args[1]);
  if (!idx) return Value::null();
  return column_text(ctx, s, static_cast<int>(*idx), true);
}

// row(text_as_bytes) -> tuple of the current row's values (INTEGER int, REAL float,
// TEXT str (bytes when asked), BLOB bytes, NULL None).
Value stmt_row(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "row", 2, 2)) return Value::null();
  StmtObject* s = stmt_of(call.args[0]);
  if (!live_stmt(ctx, s)) return Value::null();
  bool text_bytes = protocol::is_true(ctx, call.args[1]) == 1;
  int n = sqlite3_column_count(s->stmt);
  HandleScope scope(ctx);
  std::vector<Value> items;
  items.reserve(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    Value v;
    switch (sqlite3_column_type(s->stmt, i)) {
      case SQLITE_INTEGER: {
        sqlite3_int64 x = sqlite3_column_int64(s->stmt, i);
        v = Value::small_int(x);
        break;
      }
      case SQLITE_FLOAT: v = Value::floating(sqlite3_column_double(s->stmt, i)); break;
      case SQLITE_TEXT: {
        const char* t = reinterpret_cast<const char*>(sqlite3_column_text(s->stmt, i));
        int len = sqlite3_column_bytes(s->stmt, i);
        std::string str(t != nullptr ? t : "", static_cast<size_t>(len));
        if (text_bytes) {
          v = objects::bytes_from(ctx, std::move(str));
        } else {
          v = objects::str_from(ctx, str);
          if (v.is_null()) return v;
        }
        break;
      }
      case SQLITE_BLOB: {
        const char* b = static_cast<const char*>(sqlite3_column_blob(s->stmt, i));
        int len = sqlite3_column_bytes(s->stmt, i);
        v = objects::bytes_from(ctx, std::string(b != nullptr ? b : "", static_cast<size_t>(len)));
        break;
      }
      default: v = Value::none(); break;
    }
    scope.keep(v);
    items.push_back(v);
  }
  return objects::tuple_from(ctx, std::move(items));
}

Value stmt_reset(Context& ctx, const CallArgs& call) {
  StmtObject* s = stmt_of(call.args[0]);
  if (s->stmt != nullptr && stmt_db(s)->db != nullptr) {
    sqlite3_reset(s->stmt);
    sqlite3_clear_bindings(s->stmt);
  }
  return Value::none();
}

Value stmt_finalize(Context&, const CallArgs& call) {
  stmt_of(call.args[0])->finalize();
  return Value::none();
}

Value stmt_readonly(Context& ctx, const CallArgs& call) {
  StmtObject* s = stmt_of(call.args[0]);
  if (!live_stmt(ctx, s)) return Value::null();
  return Value::boolean(sqlite3_stmt_readonly(s->stmt) != 0);
}

Value no_new(Context& ctx, TypeObject* cls) {
  return ctx.raise(ctx.builtins.exc_TypeError, "cannot create '_sqlite3.%s' instances", cls->name.c_str());
}

const objects::MethodDef kDbMethods[] = {
    {"close", db_close}, {"is_open", db_is_open}, {"exec", db_exec}, {"changes", db_changes},
    {"total_changes", db_total_changes}, {"last_insert_rowid", db_last_insert_rowid},
    {"autocommit", db_autocommit}, {"prepare", db_prepare}, {}};
const objects::MethodDef kStmtMethods[] = {
    {"bind", stmt_bind}, {"param_count", stmt_param_count}, {"param_name", stmt_param_name},
    {"step", stmt_step}, {"column_count", stmt_column_count}, {"column_name", stmt_column_name},
    {"column_decltype", stmt_column_decltype}, {"row", stmt_row}, {"reset", stmt_reset},
    {"finalize", stmt_finalize}, {"readonly", stmt_readonly}, {}};
const objects::MethodDef kFunctions[] = {{"open", open_fn, "open(path, flags, timeout_ms) -> Db"}, {}};

}  // namespace

ModuleObject* init__sqlite3(Context& ctx) {
  HandleScope scope(ctx);
  StateObject* st = new_state_module(ctx, "_sqlite3", kSlotCount);
  scope.keep(st);
  Value modname = objects::str_from(ctx, "_sqlite3");
  scope.keep(modname);
  TypeObject* err = objects::new_native_type(ctx, "error", ctx.builtins.exc_Exception, nullptr);
  err->allows_instance_dict = true;
  objects::set_type_attr(ctx, err, "__module__", modname);
  st->slots[kError] = Value::object(err);
  TypeObject* db = objects::new_native_type(ctx, "Db", ctx.builtins.object_type, no_new);
  objects::add_methods(ctx, db, kDbMethods);
  objects::set_type_attr(ctx, db, "__module__", modname);
  st->slots[kDb] = Value::object(db);
  TypeObject* stmt = objects::new_native_type(ctx, "Stmt", ctx.builtins.object_type, no_new);
  objects::add_methods(ctx, stmt, kStmtMethods);
  objects::set_type_attr(ctx, stmt, "__module__", modname);
  st->slots[kStmt] = Value::object(stmt);
  objects::set_module_attr(ctx, st, "error", Value::object(err));
  add_state_functions(ctx, st, kFunctions, st);
  objects::set_module_attr(ctx, st, "sqlite_version", objects::str_from(ctx, sqlite3_libversion()));
  struct IntConst {
    const char* name;
    int64_t value;
  };
  static const IntConst kConsts[] = {
      {"OPEN_READONLY", SQLITE_OPEN_READONLY}, {"OPEN_READWRITE", SQLITE_OPEN_READWRITE},
      {"OPEN_CREATE", SQLITE_OPEN_CREATE}, {"OPEN_URI", SQLITE_OPEN_URI},
      {"SQLITE_CONSTRAINT", SQLITE_CONSTRAINT}, {"threadsafe", sqlite3_threadsafe()}};
  for (const IntConst& c : kConsts) objects::set_module_attr(ctx, st, c.name, Value::small_int(c.value));
  return st;
}

}  // namespace tp::stdlib
