// The io module's file objects. One C++ layout (FileObject) serves the four Python types
// that open() returns, as CPython's layering would: BufferedReader ('rb'), BufferedWriter
// ('wb', 'ab', 'xb'), BufferedRandom ('r+b', 'w+b', 'a+b') and TextIOWrapper (text modes).
// Each owns a POSIX file descriptor with a read buffer and a write buffer; text files add
// a decoder (utf-8, latin-1, ascii; text_codec.h) and newline translation (universal
// newlines on read when newline=None; '\n' becomes newline on write for '\r' / '\r\n').
//
// Also declares the pieces io_module.cpp and io_memory.cpp share: the state slots of the
// io module and its exception UnsupportedOperation.
#pragma once

#include <string>

#include "gc/object.h"
#include "stdlib/stdlib_util.h"
#include "stdlib/text_codec.h"

namespace tp::stdlib {

// Slots of the io module's StateObject.
enum IoSlot : size_t {
  kIoBufferedReader,
  kIoBufferedWriter,
  kIoBufferedRandom,
  kIoTextIOWrapper,
  kIoStringIO,
  kIoBytesIO,
  kIoUnsupportedOperation,
  kIoSlotCount
};

enum class Newline { Universal, None_, LF, CR, CRLF };  // None, '', '\n', '\r', '\r\n'

class FileObject : public Object {
 public:
  explicit FileObject(TypeObject* type) : Object(type) {}
  ~FileObject() override;  // flushes and closes (errors ignored), as CPython's dealloc
  int fd = -1;
  bool readable = false, writable = false, appending = false, text = false;
  bool closed = false, closefd = true, seekable_cached = false, seekable = false;
  Value name;       // the path (str/bytes) or fd (int) given to open()
  std::string mode;  // the mode attribute
  StateObject* state = nullptr;  // the io module state (for UnsupportedOperation)
  // Text layer.
  Codec codec = Codec::Utf8;
  CodecErrors errors = CodecErrors::Strict;
  std::string encoding_name, errors_name;
  Newline newline = Newline::Universal;
  bool skip_lf = false;  // universal newlines: a chunk ended with '\r' (emitted as '\n')
  // Read buffer: binary -> raw bytes; text -> decoded UTF-8 (raw_pending holds an
  // incomplete multi-byte sequence).
  std::string rbuf;
  size_t rpos = 0;
  std::string raw_pending;
  bool eof = false;
  std::string wbuf;  // bytes written and not yet flushed
  void trace(Tracer& t) override {
    t.mark(name);
    t.mark(state);
  }
};

// Creates the four file types and stores them in the state.
void init_file_types(Context& ctx, StateObject* state);
// Creates StringIO and BytesIO (io_memory.cpp).
void init_memory_types(Context& ctx, StateObject* state);
// Opens a file as open() does. Null with an exception pending on failure.
Value io_open(Context& ctx, StateObject* state, Value file, const std::string& mode, int buffering,
              Value encoding, Value errors, Value newline, bool closefd);
// Raises io.UnsupportedOperation(msg).
Value raise_unsupported(Context& ctx, StateObject* state, const char* msg);
// Parses newline= for TextIOWrapper and StringIO ("illegal newline value: x").
bool parse_newline(Context& ctx, Value v, Newline* out);

}  // namespace tp::stdlib
