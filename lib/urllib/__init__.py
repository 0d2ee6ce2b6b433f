"""urllib: the URL-handling package; only urllib.parse is provided (no request/response,
robotparser or error modules: TensorPy has no HTTP client)."""
