import Glibc
import SozlukKit

let status = MainActor.assumeIsolated {
    CommandLineInterface.main(Array(CommandLine.arguments.dropFirst()))
}
exit(status)
