/*
 * The fuzzer's entry point. SwiftPM links an executable target with its entry point renamed
 * to <Module>_main (main = FluidFuzz_main), so libFuzzer's own main is never used; this one
 * hands control to libFuzzer's driver with the Swift test function (LLVMFuzzerRunDriver,
 * libFuzzer since LLVM 12).
 */
#include <stddef.h>
#include <stdint.h>
#include "FuzzDriver.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

int FluidFuzz_main(int argc, char **argv) {
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}

void fluid_fuzz_driver_linked(void) {}
