#ifndef FLUID_CZLIB_H
#define FLUID_CZLIB_H
// The system's zlib (Debian: zlib1g-dev; macOS: the SDK's): DEFLATE for PNG files, animated
// PNGs and kitty's compressed pictures. Only Pictures/Platform/ imports it.
#include <zlib.h>
#endif
