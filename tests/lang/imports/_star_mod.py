__all__ = ["exported"]
exported = 1
not_exported = 2
