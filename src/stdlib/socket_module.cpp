// The native `_socket` module under lib/socket.py: BSD socket calls on descriptor numbers.
// lib/socket.py owns the socket class (timeouts, makefile, context manager, reprs) and
// calls these with the address already split: an AF_INET address is (host, port), AF_INET6
// (host, port, flowinfo, scope_id), AF_UNIX a path. Host names are resolved with
// getaddrinfo; '' means INADDR_ANY and '<broadcast>' INADDR_BROADCAST, as in CPython.
// Calls interrupted by a signal run its handler and retry (run_pending_signals). Errors
// raise OSError subclasses; name-resolution failures return (code, message) to
// lib/socket.py, which raises socket.gaierror.
#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/exception_object.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/posix_parts.h"
#include "stdlib/stdlib_util.h"
#include "threads/blocking.h"

namespace tp::stdlib {

using objects::MethodDef;

namespace {

// A gaierror-shaped failure: lib/socket.py raises socket.gaierror(code, message).
Value gai_failure(Context& ctx, int code) {
  return objects::tuple_from(ctx, {Value::small_int(code), objects::str_from(ctx, ::gai_strerror(code))});
}

// Fills `ss` from (family, host, port[, flowinfo, scope_id]) or an AF_UNIX path. Returns
// 0 on success, a getaddrinfo error code (> 0) for an unknown host, or -1 with a Python
// exception pending.
int make_sockaddr(Context& ctx, int family, Value host, Value port, sockaddr_storage* ss, socklen_t* len,
                  int64_t flowinfo = 0, int64_t scope_id = 0) {
  std::memset(ss, 0, sizeof *ss);
  std::string h;
  if (!path_arg(ctx, host, "address", &h)) return -1;
  if (family == AF_UNIX) {
    auto* un = reinterpret_cast<sockaddr_un*>(ss);
    un->sun_family = AF_UNIX;
    if (h.size() >= sizeof un->sun_path) {
      ctx.raise(ctx.builtins.exc_OSError, "%s", "AF_UNIX path too long");
      return -1;
    }
    std::memcpy(un->sun_path, h.data(), h.size());
    *len = static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + h.size() + (h.empty() || h[0] != '\0' ? 1 : 0));
    return 0;
  }
  int64_t p;
  if (!int_arg(ctx, port, &p)) return -1;
  if (p < 0 || p > 65535) {
    ctx.raise(ctx.builtins.exc_OverflowError, "%s", "bind(): port must be 0-65535.");
    return -1;
  }
  if (family == AF_INET) {
    auto* in = reinterpret_cast<sockaddr_in*>(ss);
    in->sin_family = AF_INET;
    in->sin_port = htons(static_cast<uint16_t>(p));
    *len = sizeof(sockaddr_in);
    if (h.empty()) {
      in->sin_addr.s_addr = htonl(INADDR_ANY);
      return 0;
    }
    if (h == "<broadcast>") {
      in->sin_addr.s_addr = htonl(INADDR_BROADCAST);
      return 0;
    }
    if (::inet_pton(AF_INET, h.c_str(), &in->sin_addr) == 1) return 0;
  } else if (family == AF_INET6) {
    auto* in6 = reinterpret_cast<sockaddr_in6*>(ss);
    in6->sin6_family = AF_INET6;
    in6->sin6_port = htons(static_cast<uint16_t>(p));
    in6->sin6_flowinfo = htonl(static_cast<uint32_t>(flowinfo));
    in6->sin6_scope_id = static_cast<uint32_t>(scope_id);
    *len = sizeof(sockaddr_in6);
    if (h.empty()) {
      in6->sin6_addr = in6addr_any;
      return 0;
    }
    if (::inet_pton(AF_INET6, h.c_str(), &in6->sin6_addr) == 1) return 0;
  } else {
    ctx.raise(ctx.builtins.exc_OSError, "%s", "unsupported address family");
    return -1;
  }
  addrinfo hints;
  std::memset(&hints, 0, sizeof hints);
  hints.ai_family = family;
  addrinfo* res = nullptr;
  int rc = threads::without_lock([&] { return ::getaddrinfo(h.c_str(), nullptr, &hints, &res); });
  if (rc != 0) return rc;
  if (family == AF_INET)
    reinterpret_cast<sockaddr_in*>(ss)->sin_addr = reinterpret_cast<sockaddr_in*>(res->ai_addr)->sin_addr;
  else
    reinterpret_cast<sockaddr_in6*>(ss)->sin6_addr = reinterpret_cast<sockaddr_in6*>(res->ai_addr)->sin6_addr;
  ::freeaddrinfo(res);
  return 0;
}

// The Python form of a socket address.
Value address_value(Context& ctx, const sockaddr* sa, socklen_t len) {
  if (len == 0) return Value::none();
  char host[INET6_ADDRSTRLEN];
  switch (sa->sa_family) {
    case AF_INET: {
      auto* in = reinterpret_cast<const sockaddr_in*>(sa);
      ::inet_ntop(AF_INET, &in->sin_addr, host, sizeof host);
      return objects::tuple_from(ctx, {objects::str_from(ctx, host), Value::small_int(ntohs(in->sin_port))});
    }
    case AF_INET6: {
      auto* in6 = reinterpret_cast<const sockaddr_in6*>(sa);
      ::inet_ntop(AF_INET6, &in6->sin6_addr, host, sizeof host);
      return objects::tuple_from(ctx, {objects::str_from(ctx, host), Value::small_int(ntohs(in6->sin6_port)),
                                       Value::small_int(ntohl(in6->sin6_flowinfo)),
                                       Value::small_int(in6->sin6_scope_id)});
    }
    case AF_UNIX: {
      auto* un = reinterpret_cast<const sockaddr_un*>(sa);
      size_t n = len > offsetof(sockaddr_un, sun_path) ? len - offsetof(sockaddr_un, sun_path) : 0;
      if (n > 0 && un->sun_path[0] == '\0') return objects::bytes_from(ctx, std::string(un->sun_path, n));
      return objects::str_from(ctx, std::string(un->sun_path, strnlen(un->sun_path, n)));
    }
    default:
      return objects::tuple_from(ctx, {Value::small_int(sa->sa_family), objects::bytes_from(ctx, "")});
  }
}

Value sock_socket(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/family", "/type", "/proto"};
  Value a[3];
  if (!objects::parse_args(ctx, call, "socket", names, 3, a)) return Value::null();
  int64_t v[3];
  if (!int_args(ctx, a, 3, v)) return Value::null();
  int fd = ::socket(static_cast<int>(v[0]), static_cast<int>(v[1]) | SOCK_CLOEXEC, static_cast<int>(v[2]));
  if (fd < 0) return os_error(ctx, errno);
  return Value::small_int(fd);
}

Value sock_socketpair(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/family", "/type", "/proto"};
  Value a[3];
  if (!objects::parse_args(ctx, call, "socketpair", names, 3, a)) return Value::null();
  int64_t v[3];
  if (!int_args(ctx, a, 3, v)) return Value::null();
  int fds[2];
  if (::socketpair(static_cast<int>(v[0]), static_cast<int>(v[1]) | SOCK_CLOEXEC, static_cast<int>(v[2]), fds) < 0)
    return os_error(ctx, errno);
  return objects::tuple_from(ctx, {Value::small_int(fds[0]), Value::small_int(fds[1])});
}

// bind(fd, family, host, port, flowinfo, scope_id) -> None, or (code, msg) for an unknown host
Value sock_bind_or_connect(Context& ctx, const CallArgs& call, bool connect) {
  static const char* const names[] = {"/fd", "/family", "/host", "/port", "/flowinfo", "/scope_id"};
  Value a[6];
  if (!objects::parse_args(ctx, call, connect ? "connect" : "bind", names, 4, a)) return Value::null();
  int64_t fd, family, flow = 0, scope = 0;
  if (!int_arg(ctx, a[0], &fd) || !int_arg(ctx, a[1], &family)) return Value::null();
  if (!a[4].is_null() && !int_arg(ctx, a[4], &flow)) return Value::null();
  if (!a[5].is_null() && !int_arg(ctx, a[5], &scope)) return Value::null();
  sockaddr_storage ss;
  socklen_t len;
  int rc = make_sockaddr(ctx, static_cast<int>(family), a[2], a[3], &ss, &len, flow, scope);
  if (rc < 0) return Value::null();
  if (rc > 0) return gai_failure(ctx, rc);
  if (!connect) {
    if (::bind(static_cast<int>(fd), reinterpret_cast<sockaddr*>(&ss), len) < 0) return os_error(ctx, errno);
    return Value::none();
  }
  // connect: returns the errno (0 on success) so that lib/socket.py can build connect_ex
  // and non-blocking connects with timeouts.
  for (;;) {
    int rc2 = threads::without_lock(
        [&] { return ::connect(static_cast<int>(fd), reinterpret_cast<sockaddr*>(&ss), len); });
    if (rc2 == 0) return Value::small_int(0);
    if (errno != EINTR) return Value::small_int(errno);
    if (!run_pending_signals(ctx)) return Value::null();
    // A connect interrupted by a signal continues in the background: wait for it there.
    return Value::small_int(EINPROGRESS);
  }
}
Value sock_bind(Context& ctx, const CallArgs& call) { return sock_bind_or_connect(ctx, call, false); }
Value sock_connect(Context& ctx, const CallArgs& call) { return sock_bind_or_connect(ctx, call, true); }

Value sock_listen(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd", "/backlog"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "listen", names, 2, a)) return Value::null();
  int64_t v[2];
  if (!int_args(ctx, a, 2, v)) return Value::null();
  if (::listen(static_cast<int>(v[0]), static_cast<int>(v[1])) < 0) return os_error(ctx, errno);
  return Value::none();
}

Value sock_accept(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "accept", names, 1, a)) return Value::null();
  int64_t fd;
  if (!int_arg(ctx, a[0], &fd)) return Value::null();
  for (;;) {
    sockaddr_storage ss;
    socklen_t len = sizeof ss;
    int nfd = threads::without_lock(
        [&] { return ::accept4(static_cast<int>(fd), reinterpret_cast<sockaddr*>(&ss), &len, SOCK_CLOEXEC); });
    if (nfd >= 0) {
      Value addr = address_value(ctx, reinterpret_cast<sockaddr*>(&ss), len);
      if (addr.is_null()) return addr;
      return objects::tuple_from(ctx, {Value::small_int(nfd), addr});
    }
    if (errno != EINTR) return os_error(ctx, errno);
    if (!run_pending_signals(ctx)) return Value::null();
  }
}

Value sock_send(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd", "/data", "/flags"};
  Value a[3];
  if (!objects::parse_args(ctx, call, "send", names, 3, a)) return Value::null();
  int64_t fd, flags;
  if (!int_arg(ctx, a[0], &fd) || !int_arg(ctx, a[2], &flags)) return Value::null();
  std::string_view view;
  if (!buffer_arg(ctx, a[1], &view)) return Value::null();
  std::string data(view);
  for (;;) {
    ssize_t n = threads::without_lock([&] {
      return ::send(static_cast<int>(fd), data.data(), data.size(), static_cast<int>(flags) | MSG_NOSIGNAL);
    });
    if (n >= 0) return Value::small_int(n);
    if (errno != EINTR) return os_error(ctx, errno);
    if (!run_pending_signals(ctx)) return Value::null();
  }
}

Value sock_sendto(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd", "/data", "/flags", "/family", "/host", "/port"};
  Value a[6];
  if (!objects::parse_args(ctx, call, "sendto", names, 6, a)) return Value::null();
  int64_t fd, flags, family;
  if (!int_arg(ctx, a[0], &fd) || !int_arg(ctx, a[2], &flags) || !int_arg(ctx, a[3], &family)) return Value::null();
  sockaddr_storage ss;
  socklen_t len;
  int rc = make_sockaddr(ctx, static_cast<int>(family), a[4], a[5], &ss, &len);
  if (rc < 0) return Value::null();
  if (rc > 0) return gai_failure(ctx, rc);
  std::string_view view;
  if (!buffer_arg(ctx, a[1], &view)) return Value::null();
  std::string data(view);
  for (;;) {
    ssize_t n = threads::without_lock([&] {
      return ::sendto(static_cast<int>(fd), data.data(), data.size(), static_cast<int>(flags) | MSG_NOSIGNAL,
                      reinterpret_cast<sockaddr*>(&ss), len);
    });
    if (n >= 0) return Value::small_int(n);
    if (errno != EINTR) return os_error(ctx, errno);
    if (!run_pending_signals(ctx)) return Value::null();
  }
}

Value sock_recv(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd", "/bufsize", "/flags"};
  Value a[3];
  if (!objects::parse_args(ctx, call, "recv", names, 3, a)) return Value::null();
  int64_t v[3];
  if (!int_args(ctx, a, 3, v)) return Value::null();
  if (v[1] < 0) return ctx.raise(ctx.builtins.exc_ValueError, "%s", "negative buffersize in recv");
  std::string buf(static_cast<size_t>(v[1]), '\0');
  for (;;) {
    ssize_t n = threads::without_lock(
        [&] { return ::recv(static_cast<int>(v[0]), buf.data(), buf.size(), static_cast<int>(v[2])); });
    if (n >= 0) {
      buf.resize(static_cast<size_t>(n));
      return objects::bytes_from(ctx, std::move(buf));
    }
    if (errno != EINTR) return os_error(ctx, errno);
    if (!run_pending_signals(ctx)) return Value::null();
  }
}

Value sock_recvfrom(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd", "/bufsize", "/flags"};
  Value a[3];
  if (!objects::parse_args(ctx, call, "recvfrom", names, 3, a)) return Value::null();
  int64_t v[3];
  if (!int_args(ctx, a, 3, v)) return Value::null();
  if (v[1] < 0) return ctx.raise(ctx.builtins.exc_ValueError, "%s", "negative buffersize in recvfrom");
  std::string buf(static_cast<size_t>(v[1]), '\0');
  for (;;) {
    sockaddr_storage ss;
    socklen_t len = sizeof ss;
    ssize_t n = threads::without_lock([&] {
      return ::recvfrom(static_cast<int>(v[0]), buf.data(), buf.size(), static_cast<int>(v[2]),
                        reinterpret_cast<sockaddr*>(&ss), &len);
    });
    if (n >= 0) {
      buf.resize(static_cast<size_t>(n));
      Value data = objects::bytes_from(ctx, std::move(buf));
      HandleScope hs(ctx);
      hs.keep(data);
      Value addr = address_value(ctx, reinterpret_cast<sockaddr*>(&ss), len);
      if (addr.is_null()) return addr;
      return objects::tuple_from(ctx, {data, addr});
    }
    if (errno != EINTR) return os_error(ctx, errno);
    if (!run_pending_signals(ctx)) return Value::null();
  }
}

Value sock_shutdown(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd", "/how"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "shutdown", names, 2, a)) return Value::null();
  int64_t v[2];
  if (!int_args(ctx, a, 2, v)) return Value::null();
  if (::shutdown(static_cast<int>(v[0]), static_cast<int>(v[1])) < 0) return os_error(ctx, errno);
  return Value::none();
}

Value sock_name(Context& ctx, const CallArgs& call, bool peer) {
  static const char* const names[] = {"/fd"};
  Value a[1];
  if (!objects::parse_args(ctx, call, peer ? "getpeername" : "getsockname", names, 1, a)) return Value::null();
  int64_t fd;
  if (!int_arg(ctx, a[0], &fd)) return Value::null();
  sockaddr_storage ss;
  std::memset(&ss, 0, sizeof ss);
  socklen_t len = sizeof ss;
  int r = peer ? ::getpeername(static_cast<int>(fd), reinterpret_cast<sockaddr*>(&ss), &len)
               : ::getsockname(static_cast<int>(fd), reinterpret_cast<sockaddr*>(&ss), &len);
  if (r < 0) return os_error(ctx, errno);
  if (ss.ss_family == AF_UNIX && len <= offsetof(sockaddr_un, sun_path)) return objects::str_from(ctx, "");
  return address_value(ctx, reinterpret_cast<sockaddr*>(&ss), len);
}
Value sock_getsockname(Context& ctx, const CallArgs& call) { return sock_name(ctx, call, false); }
Value sock_getpeername(Context& ctx, const CallArgs& call) { return sock_name(ctx, call, true); }

// setsockopt(fd, level, option, value): value an int or a bytes-like buffer.
Value sock_setsockopt(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd", "/level", "/option", "/value"};
  Value a[4];
  if (!objects::parse_args(ctx, call, "setsockopt", names, 4, a)) return Value::null();
  int64_t v[3];
  if (!int_args(ctx, a, 3, v)) return Value::null();
  int r;
  if (objects::is_bytes(ctx, a[3]) || objects::is_bytearray(ctx, a[3])) {
    std::string_view view;
    if (!buffer_arg(ctx, a[3], &view)) return Value::null();
    r = ::setsockopt(static_cast<int>(v[0]), static_cast<int>(v[1]), static_cast<int>(v[2]), view.data(),
                     static_cast<socklen_t>(view.size()));
  } else {
    int64_t n;
    if (!int_arg(ctx, a[3], &n)) return Value::null();
    int iv = static_cast<int>(n);
    r = ::setsockopt(static_cast<int>(v[0]), static_cast<int>(v[1]), static_cast<int>(v[2]), &iv, sizeof iv);
  }
  if (r < 0) return os_error(ctx, errno);
  return Value::none();
}

Value sock_getsockopt(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd", "/level", "/option", "/buflen"};
  Value a[4];
  if (!objects::parse_args(ctx, call, "getsockopt", names, 4, a)) return Value::null();
  int64_t v[4];
  if (!int_args(ctx, a, 4, v)) return Value::null();
  if (v[3] == 0) {
    int iv = 0;
    socklen_t len = sizeof iv;
    if (::getsockopt(static_cast<int>(v[0]), static_cast<int>(v[1]), static_cast<int>(v[2]), &iv, &len) < 0)
      return os_error(ctx, errno);
    return Value::small_int(iv);
  }
  if (v[3] < 0 || v[3] > 1024) return ctx.raise(ctx.builtins.exc_OSError, "%s", "getsockopt buflen out of range");
  std::string buf(static_cast<size_t>(v[3]), '\0');
  socklen_t len = static_cast<socklen_t>(buf.size());
  if (::getsockopt(static_cast<int>(v[0]), static_cast<int>(v[1]), static_cast<int>(v[2]), buf.data(), &len) < 0)
    return os_error(ctx, errno);
  buf.resize(len);
  return objects::bytes_from(ctx, std::move(buf));
}

Value sock_gethostname(Context& ctx, const CallArgs& call) {
  char buf[256];
  if (::gethostname(buf, sizeof buf) < 0) return os_error(ctx, errno);
  buf[sizeof buf - 1] = '\0';
  return objects::str_from(ctx, buf);
}

// getaddrinfo(host or None, port str or None, family, type, proto, flags) -> list of
// (family, type, proto, canonname, address), or (code, message) on failure.
Value sock_getaddrinfo(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/host", "/port", "/family", "/type", "/proto", "/flags"};
  Value a[6];
  if (!objects::parse_args(ctx, call, "getaddrinfo", names, 6, a)) return Value::null();
  std::string host, port;
  bool has_host = !a[0].is_none(), has_port = !a[1].is_none();
  if (has_host && !path_arg(ctx, a[0], "getaddrinfo", &host)) return Value::null();
  if (has_port && !path_arg(ctx, a[1], "getaddrinfo", &port)) return Value::null();
  int64_t v[4];
  if (!int_args(ctx, a + 2, 4, v)) return Value::null();
  addrinfo hints;
  std::memset(&hints, 0, sizeof hints);
  hints.ai_family = static_cast<int>(v[0]);
  hints.ai_socktype = static_cast<int>(v[1]);
  hints.ai_protocol = static_cast<int>(v[2]);
  hints.ai_flags = static_cast<int>(v[3]);
  addrinfo* res = nullptr;
  int rc = threads::without_lock([&] {
    return ::getaddrinfo(has_host ? host.c_str() : nullptr, has_port ? port.c_str() : nullptr, &hints, &res);
  });
  if (rc != 0) return gai_failure(ctx, rc);
  ListObject* out = objects::list_new(ctx);
  gc::Root<ListObject> keep(ctx.heap, out);
  for (addrinfo* p = res; p != nullptr; p = p->ai_next) {
    Value addr = address_value(ctx, p->ai_addr, p->ai_addrlen);
    HandleScope hs(ctx);
    hs.keep(addr);
    Value canon = objects::str_from(ctx, p->ai_canonname ? p->ai_canonname : "");
    hs.keep(canon);
    out->items.push_back(objects::tuple_from(ctx, {Value::small_int(p->ai_family), Value::small_int(p->ai_socktype),
                                                   Value::small_int(p->ai_protocol), canon, addr}));
  }
  ::freeaddrinfo(res);
  return Value::object(out);
}

// getnameinfo((host, port), flags) -> (host, service), or (code, message) on failure.
Value sock_getnameinfo(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/family", "/host", "/port", "/flags"};
  Value a[4];
  if (!objects::parse_args(ctx, call, "getnameinfo", names, 4, a)) return Value::null();
  int64_t family, flags;
  if (!int_arg(ctx, a[0], &family) || !int_arg(ctx, a[3], &flags)) return Value::null();
  sockaddr_storage ss;
  socklen_t len;
  int rc = make_sockaddr(ctx, static_cast<int>(family), a[1], a[2], &ss, &len);
  if (rc < 0) return Value::null();
  if (rc > 0) return gai_failure(ctx, rc);
  char host[NI_MAXHOST], serv[NI_MAXSERV];
  rc = threads::without_lock([&] {
    return ::getnameinfo(reinterpret_cast<sockaddr*>(&ss), len, host, sizeof host, serv, sizeof serv,
                         static_cast<int>(flags));
  });
  if (rc != 0) return gai_failure(ctx, rc);
  return objects::tuple_from(ctx, {objects::str_from(ctx, host), objects::str_from(ctx, serv)});
}

// inet_pton(family, text) -> packed bytes; inet_ntop(family, packed) -> text.
Value sock_inet_pton(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/family", "/ip_string"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "inet_pton", names, 2, a)) return Value::null();
  int64_t family;
  if (!int_arg(ctx, a[0], &family)) return Value::null();
  std::string text;
  if (!str_arg(ctx, a[1], "inet_pton() argument 2", &text)) return Value::null();
  unsigned char buf[16];
  int r = ::inet_pton(static_cast<int>(family), text.c_str(), buf);
  if (r == 0) return ctx.raise(ctx.builtins.exc_OSError, "%s", "illegal IP address string passed to inet_pton");
  if (r < 0) return os_error(ctx, errno);
  return objects::bytes_from(ctx, std::string(reinterpret_cast<char*>(buf), family == AF_INET ? 4 : 16));
}

Value sock_inet_ntop(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/family", "/packed_ip"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "inet_ntop", names, 2, a)) return Value::null();
  int64_t family;
  if (!int_arg(ctx, a[0], &family)) return Value::null();
  std::string_view view;
  if (!buffer_arg(ctx, a[1], &view)) return Value::null();
  size_t want = family == AF_INET ? 4 : family == AF_INET6 ? 16 : 0;
  if (want == 0) return ctx.raise(ctx.builtins.exc_ValueError, "unknown address family %lld", static_cast<long long>(family));
  if (view.size() != want) return ctx.raise(ctx.builtins.exc_ValueError, "%s", "invalid length of packed IP address string");
  char out[INET6_ADDRSTRLEN];
  if (::inet_ntop(static_cast<int>(family), view.data(), out, sizeof out) == nullptr) return os_error(ctx, errno);
  return objects::str_from(ctx, out);
}

const MethodDef socket_functions[] = {
    {"socket", sock_socket, "socket(family, type, proto, /)\n--\n\nA new socket descriptor."},
    {"socketpair", sock_socketpair, "socketpair(family, type, proto, /)\n--\n\nA pair of connected socket descriptors."},
    {"bind", sock_bind, "bind(fd, family, host, port, /)\n--\n\nBind the socket to an address."},
    {"connect", sock_connect, "connect(fd, family, host, port, /)\n--\n\nConnect; returns the errno (0 on success)."},
    {"listen", sock_listen, "listen(fd, backlog, /)\n--\n\nListen for connections."},
    {"accept", sock_accept, "accept(fd, /)\n--\n\nAccept a connection: (fd, address)."},
    {"send", sock_send, "send(fd, data, flags, /)\n--\n\nSend data; returns the count sent."},
    {"sendto", sock_sendto, "sendto(fd, data, flags, family, host, port, /)\n--\n\nSend a datagram."},
    {"recv", sock_recv, "recv(fd, bufsize, flags, /)\n--\n\nReceive up to bufsize bytes."},
    {"recvfrom", sock_recvfrom, "recvfrom(fd, bufsize, flags, /)\n--\n\nReceive a datagram: (data, address)."},
    {"shutdown", sock_shutdown, "shutdown(fd, how, /)\n--\n\nShut down reading, writing or both."},
    {"getsockname", sock_getsockname, "getsockname(fd, /)\n--\n\nThe socket's own address."},
    {"getpeername", sock_getpeername, "getpeername(fd, /)\n--\n\nThe connected peer's address."},
    {"setsockopt", sock_setsockopt, "setsockopt(fd, level, option, value, /)\n--\n\nSet a socket option."},
    {"getsockopt", sock_getsockopt, "getsockopt(fd, level, option, buflen, /)\n--\n\nGet a socket option."},
    {"gethostname", sock_gethostname, "gethostname()\n--\n\nThe host's name."},
    {"getaddrinfo", sock_getaddrinfo, "getaddrinfo(host, port, family, type, proto, flags, /)\n--\n\nResolve an address."},
    {"getnameinfo", sock_getnameinfo, "getnameinfo(family, host, port, flags, /)\n--\n\nThe (host, service) of an address."},
    {"inet_pton", sock_inet_pton, "inet_pton(family, ip_string, /)\n--\n\nPack an IP address string."},
    {"inet_ntop", sock_inet_ntop, "inet_ntop(family, packed_ip, /)\n--\n\nUnpack an IP address."},
    {}};

}  // namespace

ModuleObject* init__socket(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "_socket");
  gc::Root<ModuleObject> keep(ctx.heap, m);
  objects::add_functions(ctx, m, socket_functions);
  struct {
    const char* name;
    int64_t value;
  } constants[] = {
      {"AF_UNSPEC", AF_UNSPEC}, {"AF_INET", AF_INET}, {"AF_INET6", AF_INET6}, {"AF_UNIX", AF_UNIX},
      {"SOCK_STREAM", SOCK_STREAM}, {"SOCK_DGRAM", SOCK_DGRAM}, {"SOCK_RAW", SOCK_RAW},
      {"SOCK_SEQPACKET", SOCK_SEQPACKET}, {"SOCK_NONBLOCK", SOCK_NONBLOCK}, {"SOCK_CLOEXEC", SOCK_CLOEXEC},
      {"SOL_SOCKET", SOL_SOCKET}, {"SO_REUSEADDR", SO_REUSEADDR}, {"SO_REUSEPORT", SO_REUSEPORT},
      {"SO_KEEPALIVE", SO_KEEPALIVE}, {"SO_BROADCAST", SO_BROADCAST}, {"SO_ERROR", SO_ERROR},
      {"SO_RCVBUF", SO_RCVBUF}, {"SO_SNDBUF", SO_SNDBUF}, {"SO_TYPE", SO_TYPE}, {"SO_LINGER", SO_LINGER},
      {"SO_RCVLOWAT", SO_RCVLOWAT}, {"SO_SNDLOWAT", SO_SNDLOWAT}, {"SO_ACCEPTCONN", SO_ACCEPTCONN},
      {"IPPROTO_IP", IPPROTO_IP}, {"IPPROTO_TCP", IPPROTO_TCP}, {"IPPROTO_UDP", IPPROTO_UDP},
      {"IPPROTO_IPV6", IPPROTO_IPV6}, {"IPPROTO_ICMP", IPPROTO_ICMP}, {"IPPROTO_RAW", IPPROTO_RAW},
      {"IPV6_V6ONLY", IPV6_V6ONLY}, {"IP_TTL", IP_TTL}, {"TCP_NODELAY", TCP_NODELAY},
      {"TCP_KEEPIDLE", TCP_KEEPIDLE}, {"TCP_KEEPINTVL", TCP_KEEPINTVL}, {"TCP_KEEPCNT", TCP_KEEPCNT},
      {"SHUT_RD", SHUT_RD}, {"SHUT_WR", SHUT_WR}, {"SHUT_RDWR", SHUT_RDWR}, {"MSG_PEEK", MSG_PEEK},
      {"MSG_DONTWAIT", MSG_DONTWAIT}, {"MSG_WAITALL", MSG_WAITALL}, {"MSG_OOB", MSG_OOB},
      {"MSG_NOSIGNAL", MSG_NOSIGNAL}, {"MSG_TRUNC", MSG_TRUNC}, {"AI_PASSIVE", AI_PASSIVE},
      {"AI_CANONNAME", AI_CANONNAME}, {"AI_NUMERICHOST", AI_NUMERICHOST}, {"AI_NUMERICSERV", AI_NUMERICSERV},
      {"AI_ADDRCONFIG", AI_ADDRCONFIG}, {"AI_V4MAPPED", AI_V4MAPPED}, {"AI_ALL", AI_ALL},
      {"NI_NUMERICHOST", NI_NUMERICHOST}, {"NI_NUMERICSERV", NI_NUMERICSERV}, {"NI_NAMEREQD", NI_NAMEREQD},
      {"NI_DGRAM", NI_DGRAM}, {"NI_NOFQDN", NI_NOFQDN}, {"NI_MAXHOST", NI_MAXHOST}, {"NI_MAXSERV", NI_MAXSERV},
      {"EAI_NONAME", EAI_NONAME}, {"EAI_AGAIN", EAI_AGAIN}, {"EAI_FAIL", EAI_FAIL}, {"EAI_FAMILY", EAI_FAMILY},
      {"EAI_SERVICE", EAI_SERVICE}, {"EAI_SOCKTYPE", EAI_SOCKTYPE}, {"SOMAXCONN", SOMAXCONN},
      {"INADDR_ANY", INADDR_ANY}, {"INADDR_LOOPBACK", INADDR_LOOPBACK}, {"INADDR_BROADCAST", INADDR_BROADCAST},
      {"INADDR_NONE", INADDR_NONE}};
  for (const auto& c : constants) objects::set_module_attr(ctx, m, c.name, Value::small_int(c.value));
  return m;
}

}  // namespace tp::stdlib
