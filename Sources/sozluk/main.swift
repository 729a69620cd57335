import Glibc
import SozlukBrowser
import SozlukCommandLine

// The composition of the two front ends: the command line decides, and starts the browser
// when no subcommand was given. The process ends here, or in the browser's session.
MainActor.assumeIsolated {
    switch CommandLineInterface.main(Array(CommandLine.arguments.dropFirst())) {
    case .finished(let status):
        exit(status)
    case .browse(let options):
        TerminalSession.run(options)
    }
}
