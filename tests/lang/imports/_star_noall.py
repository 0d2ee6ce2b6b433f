visible = 1
_hidden = 2
