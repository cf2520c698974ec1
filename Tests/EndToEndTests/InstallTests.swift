import Foundation
import Testing

/// `make install` and `make uninstall` for real, into a staging folder (DESTDIR) with the
/// binary the tests already built (FLUID_BINARY), so no release build runs here; and a dry
/// run that shows what a plain `make install` would build.
@Suite struct InstallTests {
    static let make = ["/usr/bin/make", "/bin/make", "/opt/homebrew/bin/gmake"].first { FileManager.default.isExecutableFile(atPath: $0) }
        .map { URL(fileURLWithPath: $0) }

    static let installed = ["usr/bin/fluid", "usr/share/man/man1/fluid.1", "usr/share/bash-completion/completions/fluid",
                            "usr/share/zsh/site-functions/_fluid", "usr/share/fish/vendor_completions.d/fluid.fish"]

    @Test func installsEveryFileUnderDestdirAndPrefixAndUninstallsThem() throws {
        guard let make = Self.make else { return }
        let stage = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: stage) }
        let variables = ["DESTDIR=\(stage.path)", "PREFIX=/usr", "FLUID_BINARY=\(FluidProcess.binary.path)"]
        let install = try FluidProcess.run(["install"] + variables, executable: make)
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        for file in Self.installed {
            let path = stage.appendingPathComponent(file).path
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            #expect(size > 100, "\(file) is missing or empty")
        }
        let binary = stage.appendingPathComponent("usr/bin/fluid")
        #expect(FileManager.default.isExecutableFile(atPath: binary.path))
        let version = try FluidProcess.run(["-V"], executable: binary)
        #expect(version.status == 0 && version.stdout.hasPrefix("0.1.0"))
        let page = try String(contentsOf: stage.appendingPathComponent("usr/share/man/man1/fluid.1"), encoding: .utf8)
        #expect(page == (try String(contentsOf: FluidProcess.packageRoot.appendingPathComponent("fluid.1"), encoding: .utf8)))
        let bash = try String(contentsOf: stage.appendingPathComponent(Self.installed[2]), encoding: .utf8)
        #expect(bash.contains("complete -o filenames -F _fluid fluid"))
        let zsh = try String(contentsOf: stage.appendingPathComponent(Self.installed[3]), encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef fluid"))
        let fish = try String(contentsOf: stage.appendingPathComponent(Self.installed[4]), encoding: .utf8)
        #expect(fish.contains("complete -c 'fluid'") || fish.contains("complete -c fluid"))

        let uninstall = try FluidProcess.run(["uninstall"] + variables, executable: make)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        for file in Self.installed {
            #expect(!FileManager.default.fileExists(atPath: stage.appendingPathComponent(file).path), "\(file) is still there")
        }
    }

    @Test func aPlainInstallBuildsForReleaseWithTheCommitAndAStaticRuntimeOnLinux() throws {
        guard let make = Self.make else { return }
        let dryRun = try FluidProcess.run(["-n", "install", "COMMIT=0123abcd"], executable: make)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        let build = dryRun.stdout.split(separator: "\n").first { $0.hasPrefix("swift build ") } ?? ""
        #expect(build.contains("-c release") && build.contains("--product fluid"), "\(dryRun.stdout)")
        #expect(build.contains("-Xcc -DFLUID_COMMIT=0123abcd"), "\(build)")
        #if os(Linux)
        #expect(build.contains("--static-swift-stdlib"), "\(build)")
        #endif
        #expect(dryRun.stdout.contains("/usr/local/bin/fluid"), "PREFIX defaults to /usr/local")
    }

    /// Issue 24: fluid reads untrusted notebooks, so the installed binary is position
    /// independent (address randomisation of the binary itself) unless NOPIE=1 asks
    /// otherwise; `release-flags` is what install, scripts/benchmark and scripts/instructions
    /// build with.
    @Test func theReleaseBuildIsPIEUnlessNOPIEAsks() throws {
        guard let make = Self.make else { return }
        for (arguments, pie) in [(["-s", "--no-print-directory", "release-flags"], true),
                                 (["-s", "--no-print-directory", "release-flags", "NOPIE=1"], false),
                                 (["-s", "--no-print-directory", "release-flags", "PIE=1"], true)] {
            let flags = try FluidProcess.run(arguments, executable: make)
            #expect(flags.status == 0, "\(flags.stderr)")
            #expect(flags.stdout.contains("-c release"), "\(flags.stdout)")
            #if os(Linux)
            #expect(flags.stdout.contains("-no-pie") != pie, "\(arguments): \(flags.stdout)")
            #endif
        }
        let dryRun = try FluidProcess.run(["-n", "install"], executable: make)
        #expect(!dryRun.stdout.contains("-no-pie"), "a plain install is PIE: \(dryRun.stdout)")
    }
}
