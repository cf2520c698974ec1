#ifndef FLUID_CEDITLINE_H
#define FLUID_CEDITLINE_H
#include <stdio.h>
#include <histedit.h>
#endif
