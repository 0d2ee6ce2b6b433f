// FileBuffer: whole-file reads by mmap (MAP_POPULATE: the page-cache pages are mapped in
// one call, avoiding a fault per 4 KiB page, which costs ~10 us on these VMs), with a
// read() loop as the fallback; and write_file. See file_buffer.h.
#include "data/file_buffer.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "data/errors.h"

namespace tp::data {

namespace {
// Closes a file descriptor on scope exit.
struct FdCloser {
  int fd;
  ~FdCloser() {
    if (fd >= 0) ::close(fd);
  }
};
}  // namespace

FileBuffer FileBuffer::read(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw FileError(path, errno, "open");
  FdCloser closer{fd};
  struct stat st{};
  if (::fstat(fd, &st) != 0) throw FileError(path, errno, "stat");
  if (S_ISDIR(st.st_mode)) throw FileError(path, EISDIR, "read");

  FileBuffer buffer;
  if (S_ISREG(st.st_mode) && st.st_size > 0) {
    void* p = ::mmap(nullptr, static_cast<size_t>(st.st_size), PROT_READ,
                     MAP_PRIVATE | MAP_POPULATE, fd, 0);
    if (p != MAP_FAILED) {
      buffer.mapped_ = static_cast<char*>(p);
      buffer.mapped_size_ = static_cast<size_t>(st.st_size);
      return buffer;
    }
  }
  // Fallback: read until EOF (sizes of special files are not known in advance).
  size_t capacity = S_ISREG(st.st_mode) && st.st_size > 0 ? static_cast<size_t>(st.st_size) + 1 : 65536;
  buffer.owned_.resize(capacity);
  size_t used = 0;
  for (;;) {
    if (used == buffer.owned_.size()) buffer.owned_.resize(buffer.owned_.size() * 2);
    ssize_t n = ::read(fd, buffer.owned_.data() + used, buffer.owned_.size() - used);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw FileError(path, errno, "read");
    }
    if (n == 0) break;
    used += static_cast<size_t>(n);
  }
  buffer.owned_.resize(used);
  return buffer;
}

FileBuffer FileBuffer::from_bytes(std::vector<char> bytes) {
  FileBuffer buffer;
  buffer.owned_ = std::move(bytes);
  return buffer;
}

FileBuffer::FileBuffer(FileBuffer&& other) noexcept
    : mapped_(other.mapped_), mapped_size_(other.mapped_size_), owned_(std::move(other.owned_)) {
  other.mapped_ = nullptr;
  other.mapped_size_ = 0;
}

FileBuffer& FileBuffer::operator=(FileBuffer&& other) noexcept {
  if (this != &other) {
    if (mapped_) ::munmap(mapped_, mapped_size_);
    mapped_ = other.mapped_;
    mapped_size_ = other.mapped_size_;
    owned_ = std::move(other.owned_);
    other.mapped_ = nullptr;
    other.mapped_size_ = 0;
  }
  return *this;
}

FileBuffer::~FileBuffer() {
  if (mapped_) ::munmap(mapped_, mapped_size_);
}

void write_file(const std::string& path, std::string_view bytes) {
  std::string tmp = path + ".tmp";
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) throw FileError(path, errno, "create");
  size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      int e = errno;
      ::close(fd);
      ::unlink(tmp.c_str());
      throw FileError(path, e, "write");
    }
    done += static_cast<size_t>(n);
  }
  if (::close(fd) != 0) {
    int e = errno;
    ::unlink(tmp.c_str());
    throw FileError(path, e, "write");
  }
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    int e = errno;
    ::unlink(tmp.c_str());
    throw FileError(path, e, "rename into");
  }
}

}  // namespace tp::data
