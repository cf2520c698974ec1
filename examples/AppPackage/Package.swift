// swift-tools-version: 6.0
// An app's motion package: the notebook drawer.fluid, tuned in fluid, becomes Swift
// constants at build time (FluidExportPlugin), and the tests check the values the app ships.
import PackageDescription

let package = Package(
    name: "AppPackage",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // In an app: .package(url: "https://github.com/…/fluid", from: "0.1.0")
        .package(name: "fluid", path: "../.."),
    ],
    targets: [
        .target(
            name: "DrawerMotion",
            plugins: [.plugin(name: "FluidExportPlugin", package: "fluid")]
        ),
        .testTarget(
            name: "DrawerMotionTests",
            dependencies: ["DrawerMotion", .product(name: "FluidNotebook", package: "fluid")]
        ),
    ]
)
