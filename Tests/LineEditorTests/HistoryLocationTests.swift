import LineEditor
import Testing

extension LineEditorTests {
    @Suite struct HistoryLocationTests {
        @Test(arguments: [
            (["FLUID_HISTORY": "/data/h", "XDG_STATE_HOME": "/state", "HOME": "/home/ana"], "/data/h"),
            (["XDG_STATE_HOME": "/state", "HOME": "/home/ana"], "/state/fluid/history"),
            (["XDG_STATE_HOME": "/state/", "HOME": "/home/ana"], "/state/fluid/history"),
            (["HOME": "/home/ana"], "/home/ana/.local/state/fluid/history"),
            (["XDG_STATE_HOME": "", "HOME": "/home/ana"], "/home/ana/.local/state/fluid/history"),
            (["XDG_STATE_HOME": "relative/state", "HOME": "/home/ana"], "/home/ana/.local/state/fluid/history"),
        ] as [([String: String], String)])
        func resolvesInOrderOfPrecedence(environment: [String: String], expected: String) {
            #expect(HistoryLocation(environment: environment).path == expected)
        }

        @Test func anEmptyFluidHistoryTurnsHistoryOff() {
            #expect(HistoryLocation(environment: ["FLUID_HISTORY": "", "HOME": "/home/ana"]).path == nil)
        }

        @Test func withoutAnyVariableThereIsNoHistoryFile() {
            #expect(HistoryLocation(environment: [:]).path == nil)
            #expect(HistoryLocation(environment: ["HOME": ""]).path == nil)
        }
    }
}
