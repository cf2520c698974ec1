// swift-tools-version: 6.0
// The libFuzzer harness for fluid's lexer, parser, evaluator and session files. A package
// of its own so that `swift build` and `swift test` at the top never try to link it
// (libFuzzer provides its `main`). Build and run it with `Fuzz/run`.
import PackageDescription

let package = Package(
    name: "fluid-fuzz",
    dependencies: [.package(name: "fluid", path: "..")],
    targets: [
        .executableTarget(
            name: "FluidFuzz",
            dependencies: ["FuzzDriver", .product(name: "FluidNotebook", package: "fluid")]
        ),
        // The entry point: hands control to libFuzzer's driver (see FuzzDriver.c).
        .target(name: "FuzzDriver"),
    ]
)
