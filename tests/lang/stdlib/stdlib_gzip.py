# gzip: compress (fixed mtime, levels; mtime=0 uses zlib's header), decompress (several
# members, padding, bad CRC/length/magic/truncation), GzipFile on files and file objects
# (write, append, read, read(n), read1, peek, readline, iteration, seek/tell, rewind,
# mtime, name in the header, closed, mode), open in binary and text mode with its
# argument errors, and BadGzipFile.
import gzip
import io
import os
import struct

data = b"line one\nline two\nline three\n" * 50

blob = gzip.compress(data, mtime=1234567890)
print(blob[:10], len(blob), gzip.decompress(blob) == data)
for level in (0, 1, 6, 9):
    b = gzip.compress(data, level, mtime=1)
    print(level, b[8], b[9], len(b), gzip.decompress(b) == data)
z = gzip.compress(b"zero mtime", mtime=0)
print(z[:10], gzip.decompress(z))
print(gzip.decompress(blob + gzip.compress(b"second", mtime=5)))
print(gzip.decompress(blob + b"\0\0\0\0" + gzip.compress(b"!", mtime=5))[-5:])
print(gzip.decompress(b""))


def attempt(fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(f"  {type(e).__name__}: {e}")
    else:
        print("  ->", repr(r)[:100])


attempt(gzip.decompress, b"not gzip data")
attempt(gzip.decompress, blob[:-3])
attempt(gzip.decompress, blob[:-8] + struct.pack("<II", 1, len(data)))
attempt(gzip.decompress, blob[:-4] + struct.pack("<I", 7))
attempt(gzip.decompress, blob[:3] + b"\x09" + blob[4:])
attempt(gzip.decompress, b"\x1f\x8b\x07" + blob[3:])
attempt(gzip.decompress, blob[:5])
print(issubclass(gzip.BadGzipFile, OSError))

print("--- GzipFile on a BytesIO")
buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode="wb", mtime=99, filename="data.txt.gz") as f:
    print(f.write(data[:100]), f.write(bytearray(data[100:])), f.tell(), f.mode == gzip.WRITE)
    print(f.writable(), f.readable(), f.closed)
print(f.closed)
raw = buf.getvalue()
print(raw[:20], gzip.decompress(raw) == data)
with gzip.GzipFile(fileobj=io.BytesIO(raw)) as f:
    print(f.mode == gzip.READ, f.read(9), f.read1(5), f.peek(3)[:3], f.tell())
    print(f.readline(), f.readline(4), f.readline())
    print(f.mtime, len(f.readlines()), f.read(), f.tell())
    f.seek(5)
    print(f.read(4), f.tell())
    f.seek(2, 1)
    print(f.read(4))
    f.rewind()
    print(f.read(4))
    attempt(f.seek, 0, 2)
    attempt(f.write, b"x")
lines = list(gzip.GzipFile(fileobj=io.BytesIO(raw)))
print(len(lines), lines[:2])
attempt(gzip.GzipFile, fileobj=io.BytesIO(raw), mode="rt")
attempt(gzip.GzipFile, fileobj=io.BytesIO(raw), mode="z")
g = gzip.GzipFile(fileobj=io.BytesIO(), mode="wb")
g.close()
attempt(g.write, b"x")
attempt(g.read)
w = gzip.GzipFile(fileobj=io.BytesIO(), mode="wb")
attempt(w.read)
attempt(w.seek, 0)
print(w.seek(10), w.tell())
w.close()

print("--- files")
path = "_gzip_test_tmp.gz"
try:
    with gzip.open(path, "wb") as f:
        f.write(b"first\n")
    with gzip.open(path, "ab") as f:
        f.write(b"appended\n")
    with gzip.open(path) as f:
        print(f.read(), f.name)
    with open(path, "rb") as raw_file:
        header = raw_file.read(30)
        print(header[:4], header[10:30].split(b"\0")[0])
    with gzip.open(path, "wt", encoding="utf-8") as f:
        print(f.write("héllo\nwörld\r\nend"))
    with gzip.open(path, "rt", encoding="utf-8") as f:
        print(f.readline(), list(f))
    with gzip.open(path, "rt", encoding="utf-8", newline="") as f:
        print(f.read())
    with gzip.open(path, "rb") as f:
        print(f.read())
    attempt(gzip.open, path, "xb")
    with gzip.open(open(path, "rb")) as f:
        print(f.read(5))
finally:
    if os.path.exists(path):
        os.remove(path)
attempt(gzip.open, path, "rbt")
attempt(gzip.open, path, "rb", encoding="utf-8")
attempt(gzip.open, path, "rb", errors="strict")
attempt(gzip.open, path, "rb", newline="\n")
attempt(gzip.open, 123)
attempt(gzip.open, "_no_such_file.gz")
