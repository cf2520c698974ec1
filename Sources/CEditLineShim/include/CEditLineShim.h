#ifndef FLUID_CEDITLINESHIM_H
#define FLUID_CEDITLINESHIM_H
// Non-variadic wrappers around libedit, which Swift cannot call directly.
#endif
