NAME = "leaf"
