// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "fluid",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "fluid", targets: ["fluid"]),
        .library(name: "FluidMotion", targets: ["FluidMotion"]),
        // For the libFuzzer harness in Fuzz/ (a package of its own that depends on this one).
        .library(name: "FluidNotebook", targets: ["Notebook", "FluidLanguage"]),
        // Swift constants generated from a target's .fluid notebooks at build time.
        .plugin(name: "FluidExportPlugin", targets: ["FluidExportPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // FileDescriptor and Stat for Notebook's file calls (Foundation-free, like the binary).
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    ],
    targets: [
        // The C library behind one header (math under fluid_ names, calls spelled differently
        // on glibc, musl and Darwin). Only each module's Platform/ folder imports it.
        .target(name: "CPlatform"),
        // Pure motion math. No package dependencies, no Foundation: apps can import it. C's
        // math reaches it through Platform/CMath.swift.
        .target(name: "FluidMotion", dependencies: ["CPlatform"]),
        // Text as a terminal shows it: the one display-width rule (escapes, wide and combining
        // characters). No dependencies.
        .target(name: "TerminalText"),
        // The notebook language: lexer, parser, units, evaluator, builtins, diagnostics.
        .target(name: "FluidLanguage", dependencies: ["FluidMotion", "CPlatform", "TerminalText"]),
        // The system's zlib (apt: zlib1g-dev; macOS: the SDK's), linked: DEFLATE for PNG files
        // and kitty's compressed pictures. Only Pictures' Platform/ folder imports it.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // Pictures in memory and the files and escape codes that carry them (PNG, animated
        // PNG, GIF, sixel, kitty's graphics protocol). No Foundation; DEFLATE from zlib; the
        // allocator's thresholds (CPlatform) and both cores (Dispatch) from its Platform/ folder.
        .target(name: "Pictures", dependencies: ["CZlib", "CPlatform"]),
        // Plots: canvases (braille, block, ASCII), axes, legends; returns lines. The same plot
        // laid out in pixels (PlotScene) as SVG or as a picture (Pictures).
        .target(name: "TerminalPlot", dependencies: ["TerminalText", "Pictures"]),
        // A session: commands, settings, session files, replay and checking. No terminal.
        .target(name: "Notebook", dependencies: [
            "FluidLanguage", "TerminalPlot", "TerminalText", "FluidMotion", "CPlatform", "Pictures",
            .product(name: "SystemPackage", package: "swift-system"),
        ]),
        // libedit's headers (apt: libedit-dev; macOS: the SDK's). The library itself is not
        // linked: CEditLineShim opens it on first use, so only the interactive prompt loads it.
        .systemLibrary(
            name: "CEditLine",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "CEditLineShim", dependencies: ["CEditLine"]),
        .target(name: "LineEditor", dependencies: ["CEditLineShim"]),
        // The thin executable: arguments, terminal facts, wiring.
        .executableTarget(
            name: "fluid",
            dependencies: [
                "Notebook", "FluidLanguage", "TerminalPlot", "TerminalText", "FluidMotion", "LineEditor", "CPlatform", "Pictures",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What FluidExportPlugin runs: a notebook to Swift constants. Links the notebook only
        // (no libedit, no argument parser), so it builds wherever the package does.
        .executableTarget(name: "fluid-export-tool", dependencies: ["Notebook", "TerminalText"]),
        .plugin(name: "FluidExportPlugin", capability: .buildTool(), dependencies: ["fluid-export-tool"]),
        .executableTarget(name: "fluid-benchmark", dependencies: ["Notebook", "FluidLanguage", "TerminalPlot", "FluidMotion", "Pictures"]),
        // renderPlot timed on a data file, for scripts/plot-benchmark (fluid vs plotext and plotille).
        .executableTarget(name: "fluid-plot-benchmark", dependencies: ["TerminalPlot"]),
        // Seeded generators shared by the test suites (not a product: apps never see it).
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        // A deadline for calls that could block for ever (a FIFO, a device): a failure with a
        // message instead of a hung run, never a bound on speed.
        .target(name: "HangGuard", path: "Tests/HangGuard"),
        .testTarget(name: "FluidMotionTests", dependencies: ["FluidMotion", "SeededRandom"]),
        .testTarget(name: "FluidLanguageTests", dependencies: ["FluidLanguage", "FluidMotion", "SeededRandom", "HangGuard"]),
        .testTarget(name: "PicturesTests", dependencies: ["Pictures"]),
        .testTarget(name: "TerminalTextTests", dependencies: ["TerminalText", "SeededRandom"]),
        .testTarget(name: "TerminalPlotTests", dependencies: ["TerminalPlot", "TerminalText", "Pictures", "SeededRandom"], exclude: ["Golden"]),
        .testTarget(name: "NotebookTests", dependencies: [
            "Notebook", "FluidLanguage", "TerminalPlot", "TerminalText", "FluidMotion", "SeededRandom", "HangGuard",
        ]),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "HangGuard"]),
        .testTarget(name: "EndToEndTests", dependencies: ["fluid", "SeededRandom"], exclude: ["ExportStubs", "Schemas"]),
    ]
)

// A warning in the project's own targets fails the build, release and tests alike (SE-0480's
// setting, so no unsafe flags: apps can still depend on FluidMotion by URL). SwiftPM applies
// it only to this package's targets: built as a dependency (an app's, Fuzz/, AppPackage),
// its warnings are suppressed instead, and swift-system and the argument parser are never
// affected. Xcode passes -suppress-warnings to dependencies and rejects the pair, so a
// manifest Xcode evaluates leaves the setting out.
let evaluatedByXcode = Context.environment["__CFBUNDLEIDENTIFIER"] == "com.apple.dt.Xcode"
if !evaluatedByXcode {
    for target in package.targets where [.regular, .executable, .test].contains(target.type) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
        target.cSettings = (target.cSettings ?? []) + [.treatAllWarnings(as: .error)]
    }
}
