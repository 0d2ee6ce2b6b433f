print("tab\there", "nl\\n", 'q\'q', "\x41\u00e9\N{BULLET}" if False else "\x41\u00e9")
print(r"raw\n", len("\n"), len(r"\n"))
print('''triple
quoted''')
print("con" "cat", 'mixed' "quotes")
print(repr("a\nb\tc\\"), repr("\x00"), ascii("é"))
