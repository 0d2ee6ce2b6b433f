// Keeps a layer library non-empty while its folder is being written.
