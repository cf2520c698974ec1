import Foundation

/// What the argument parser itself says `fluid` accepts, read from the built binary's
/// `--experimental-dump-help` (the tool-info JSON the completion and manual generators read).
/// Tests compare help, completions and the man page with this, so none of them can fall
/// behind when an option or a subcommand is added.
struct ParserInventory {
    struct Command {
        var name: String
        /// Every spelling of every visible option and flag: `-e`, `--width`, `-V`, `--version`, …
        var options: [String]
        /// Whether a positional argument takes notebook files.
        var takesNotebooks: Bool
    }

    var root: Command
    var subcommands: [Command]

    static func load() throws -> ParserInventory {
        let result = try FluidProcess.run(["--experimental-dump-help"])
        guard result.status == 0,
              let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
              let root = json["command"] as? [String: Any] else {
            throw InventoryError(detail: "fluid --experimental-dump-help gave status \(result.status): \(result.stderr)")
        }
        let subcommands = (root["subcommands"] as? [[String: Any]] ?? [])
            .filter { ($0["commandName"] as? String) != "help" && ($0["shouldDisplay"] as? Bool ?? true) }
        return ParserInventory(root: command(root), subcommands: subcommands.map(command))
    }

    private static func command(_ info: [String: Any]) -> Command {
        var options: [String] = []
        var notebooks = false
        for argument in info["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool ?? true {
            let kind = argument["kind"] as? String
            if kind == "positional", (argument["abstract"] as? String ?? "").contains(".fluid") { notebooks = true }
            for name in argument["names"] as? [[String: Any]] ?? [] {
                guard let spelling = name["name"] as? String else { continue }
                options.append((name["kind"] as? String == "short" ? "-" : "--") + spelling)
            }
        }
        return Command(name: info["commandName"] as? String ?? "", options: options, takesNotebooks: notebooks)
    }

    struct InventoryError: Error, CustomStringConvertible { var detail: String; var description: String { detail } }
}
