"""json.decoder: JSONDecoder and JSONDecodeError (defined in json)."""
from json import JSONDecoder, JSONDecodeError
