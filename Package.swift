// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "sozluk",
    products: [
        .executable(name: "sozluk", targets: ["sozluk"]),
    ],
    targets: [
        // The system ncursesw library; only TerminalUI imports it.
        .systemLibrary(
            name: "CNcursesw",
            path: "Sources/CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),

        // zlib, for reading compressed dictd databases (.dict.dz).
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            providers: [.apt(["zlib1g-dev"])]
        ),

        // glibc's memmem, which the Swift Glibc module does not declare: the substring search.
        .target(name: "CStringSearch"),

        // Terminal layer: keys, text width, the cell grid and the two backends (ncurses, in-memory).
        .target(
            name: "TerminalUI",
            dependencies: ["CNcursesw"]
        ),

        // The application: entities, repository and storage, VIPER modules, importers, command line.
        .target(
            name: "SozlukKit",
            dependencies: ["TerminalUI", "CZlib", "CStringSearch"]
        ),

        // Thin executable: parses nothing itself, hands over to SozlukKit.
        .executableTarget(
            name: "sozluk",
            dependencies: ["SozlukKit"],
            // The Swift runtime linked in: `sozluk lookup` starts in about half the time
            // without loading six shared libraries (docs/performance.md). Release builds
            // only: ThreadSanitizer cannot start a binary with the runtime linked in.
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
        ),

        // Benchmark: prints figures for docs/performance.md (swift run -c release sozluk-bench).
        .executableTarget(
            name: "sozluk-bench",
            dependencies: ["SozlukKit"]
        ),

        // Tests
        .target(
            name: "TestSupport",
            dependencies: ["SozlukKit", "TerminalUI"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI"]
        ),
        .testTarget(
            name: "SozlukKitTests",
            dependencies: ["SozlukKit", "TerminalUI", "TestSupport"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
