#include "CEditLineShim.h"
#include <histedit.h>
