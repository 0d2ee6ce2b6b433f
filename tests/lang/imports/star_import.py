from _star_mod import *
print(exported)
try:
    not_exported
except NameError as e:
    print(e)
from _star_noall import *
print(visible)
try:
    _hidden
except NameError as e:
    print(e)
from pkg import *
print(helper(), VERSION)
