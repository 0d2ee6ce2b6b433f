from ..util import helper
from . import leaf
def run():
    return helper() + "/" + leaf.NAME
