from .. import util as parent_util
