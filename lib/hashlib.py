"""hashlib: secure hashes and message digests.

The digests run in OpenSSL's libcrypto through the native _hashlib (src/stdlib/
hashlib_module.cpp); blake2b/blake2s come from _blake2 (src/stdlib/blake2.cpp: RFC 7693
with key, salt, person and the tree parameters). This module names the constructors as
CPython 3.11 does (md5(), sha256(), sha3_256(), shake_128(), blake2b()...), and adds new(),
algorithms_guaranteed / algorithms_available, pbkdf2_hmac, scrypt and file_digest.
"""

import _hashlib
import _blake2
import io as _io

__always_supported = ('md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512',
                      'blake2b', 'blake2s',
                      'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512',
                      'shake_128', 'shake_256')

algorithms_guaranteed = set(__always_supported)
algorithms_available = set(_hashlib.openssl_md_meth_names) | algorithms_guaranteed

__all__ = __always_supported + ('new', 'algorithms_guaranteed',
                                'algorithms_available', 'pbkdf2_hmac', 'file_digest')

md5 = _hashlib.openssl_md5
sha1 = _hashlib.openssl_sha1
sha224 = _hashlib.openssl_sha224
sha256 = _hashlib.openssl_sha256
sha384 = _hashlib.openssl_sha384
sha512 = _hashlib.openssl_sha512
sha3_224 = _hashlib.openssl_sha3_224
sha3_256 = _hashlib.openssl_sha3_256
sha3_384 = _hashlib.openssl_sha3_384
sha3_512 = _hashlib.openssl_sha3_512
shake_128 = _hashlib.openssl_shake_128
shake_256 = _hashlib.openssl_shake_256
blake2b = _blake2.blake2b
blake2s = _blake2.blake2s
pbkdf2_hmac = _hashlib.pbkdf2_hmac
scrypt = _hashlib.scrypt


def new(name, data=b'', **kwargs):
    """new(name, data=b'') - Return a new hashing object using the named algorithm;
    optionally initialized with data (which must be a bytes-like object).
    """
    if not isinstance(name, str):
        raise TypeError('name must be a string')
    if name in ('blake2b', 'blake2s'):
        return (blake2b if name == 'blake2b' else blake2s)(data, **kwargs)
    try:
        return _hashlib.new(name, data, **kwargs)
    except ValueError as exc:
        if type(exc) is _hashlib.UnsupportedDigestmodError or 'unsupported hash type' in str(exc):
            raise ValueError('unsupported hash type ' + name) from None
        raise


def file_digest(fileobj, digest, /, *, _bufsize=2**18):
    """Hash the contents of a file-like object. Returns a digest object.

    *fileobj* must be a file-like object opened for reading in binary mode.
    It accepts file objects from open(), io.BytesIO(), and SocketIO objects.
    The function may bypass Python's I/O and use the file descriptor *fileno*
    directly.

    *digest* must either be a hash algorithm name as a *str*, a hash
    constructor, or a callable that returns a hash object.
    """
    if isinstance(digest, str):
        digestobj = new(digest)
    else:
        digestobj = digest()
    if isinstance(fileobj, _io.BytesIO):
        digestobj.update(fileobj.getvalue())
        return digestobj
    # A binary reader: CPython asks for readinto(); here binary files are recognised by
    # their mode (text files and StringIO are refused as there).
    readable = getattr(fileobj, 'readable', None)
    binary = hasattr(fileobj, 'readinto') or 'b' in getattr(fileobj, 'mode', '')
    if not (hasattr(fileobj, 'read') and readable is not None and readable() and binary):
        raise ValueError(
            f"'{fileobj!r}' is not a file-like object in binary reading mode."
        )
    while True:
        chunk = fileobj.read(_bufsize)
        if not chunk:
            break
        digestobj.update(chunk)
    return digestobj
