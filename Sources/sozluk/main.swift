import Glibc
import SozlukBrowser
import SozlukCommandLine

// The composition of the two front ends: the command line decides, and starts the browser
// when no subcommand was given. The process ends here, or in the browser's session.
// Past a file-size limit (ulimit -f) a write fails with EFBIG, which is reported like a full
// disk and leaves no temporary, instead of the signal killing sozluk without a word.
signal(SIGXFSZ, SIG_IGN)
MainActor.assumeIsolated {
    switch CommandLineInterface.main(CommandLineInterface.processArguments()) {
    case .finished(let status):
        exit(status)
    case .browse(let options):
        TerminalSession.run(options)
    }
}
