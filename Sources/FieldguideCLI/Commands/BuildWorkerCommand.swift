import ArgumentParser
import Foundation
import SiteBuilder

/// `fieldguide __build-worker` (hidden): the process `serve` runs its builds in (`BuildWorker`).
/// Takes the site options of `serve`, then answers each line on standard input with one build and
/// one reply line (`BuildReply`) on standard output, sent as soon as the site is in place (the cache
/// files are written after it), until standard input ends. Ctrl-C is left to `serve`, which
/// ends the worker after the build in progress.
struct BuildWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "__build-worker", shouldDisplay: false)

    /// A test hook: with this variable set to a file name, a build whose content folder holds that
    /// file allocates memory until its limit stops it, as a runaway build would.
    static let allocationTestVariable = "FIELDGUIDE_TEST_BUILD_ALLOCATES_WITH"

    @OptionGroup var content: ContentOptions

    @OptionGroup var site: SiteOptions

    func run() throws {
        signal(SIGINT, SIG_IGN)
        let builder = SiteBuilder(options: site.buildOptions(content: content), runsAgain: true)
        while readLine() != nil {
            allocateWhenTested()
            let reply: BuildReply
            var finish: (() -> BuildReport)?
            do {
                let built = try builder.runLeavingCacheWrites()
                (reply, finish) = (.built(built.report), built.finish)
            } catch {
                reply = .failed("\(error)")
            }
            var data = try JSONEncoder().encode(reply)
            data.append(UInt8(ascii: "\n"))
            FileHandle.standardOutput.write(data)
            // The server tells open pages while the cache is written; the next request waits for it.
            _ = finish?()
        }
    }

    private func allocateWhenTested() {
        guard let name = ProcessInfo.processInfo.environment[Self.allocationTestVariable],
              FileManager.default.fileExists(atPath: (content.folder as NSString).appendingPathComponent(name))
        else { return }
        var blocks: [[UInt8]] = []
        while true {
            blocks.append([UInt8](repeating: UInt8(blocks.count & 0xFF), count: 64 << 20))
        }
    }
}
