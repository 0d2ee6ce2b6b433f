"""json.encoder: JSONEncoder (defined in json)."""
from json import JSONEncoder
