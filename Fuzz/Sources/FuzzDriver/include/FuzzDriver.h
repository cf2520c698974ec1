#ifndef FLUID_FUZZ_DRIVER_H
#define FLUID_FUZZ_DRIVER_H
/* Nothing to call from Swift: this target only supplies the executable's entry point. */
void fluid_fuzz_driver_linked(void);
#endif
