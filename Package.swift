// swift-tools-version:6.0
import PackageDescription

// The targets are the layers; an arrow is a dependency, and none points upwards:
//
//   sozluk (executable) ──► SozlukCommandLine ──► SozlukImport ──► SozlukCore ──► CStringSearch
//          │                       └──► SafeText ◄──┐                  ▲
//          └──────────────► SozlukBrowser ──────────┼──────────────────┘
//                                └──► TerminalUI ───┘──► CNcursesw
//
// SozlukCore knows no terminal; SozlukBrowser is the only layer that sees TerminalUI, and
// only TerminalUI sees ncurses. docs/architecture.md draws the same picture.
let package = Package(
    name: "sozluk",
    products: [
        .executable(name: "sozluk", targets: ["sozluk"]),
    ],
    targets: [
        // System libraries
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
        // Survives a mapped index file truncated underneath: SIGBUS in a guarded map becomes zeros.
        .target(name: "CMapGuard"),

        // Layers
        // Text from data made safe for a terminal: for the screen and for the command line's streams.
        .target(name: "SafeText"),
        // Entities, text folding, the file format, the index, search, repository and storage.
        .target(
            name: "SozlukCore",
            dependencies: ["SafeText", "CStringSearch", "CMapGuard"],
            // Optimized in debug builds too: indexing walks every byte of a dictionary, which
            // unoptimized takes forty times as long, and every end-to-end test and fresh CI
            // run indexes the bundled dictionaries.
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
        ),
        // Converters from dictd, StarDict and TSV/CSV into the sozluk format.
        .target(
            name: "SozlukImport",
            dependencies: ["SozlukCore", "CZlib"]
        ),
        // Terminal layer: keys, text width, the cell grid and the two backends (ncurses, in-memory).
        .target(
            name: "TerminalUI",
            dependencies: ["CNcursesw", "SafeText"]
        ),
        // The full-screen browser: navigation, the VIPER modules, the app.
        .target(
            name: "SozlukBrowser",
            dependencies: ["SozlukCore", "TerminalUI"]
        ),
        // `sozluk lookup`, `search`, `list`, `check`, `favorites`, `import`.
        .target(
            name: "SozlukCommandLine",
            dependencies: ["SozlukCore", "SozlukImport", "SafeText"]
        ),

        // Executables
        // Composes the two front ends: the command line, or the browser when it asks for it.
        .executableTarget(
            name: "sozluk",
            dependencies: ["SozlukCommandLine", "SozlukBrowser"],
            // The Swift runtime linked in: `sozluk lookup` starts in about half the time
            // without loading six shared libraries (docs/performance.md). Release builds
            // only: ThreadSanitizer cannot start a binary with the runtime linked in.
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
        ),
        // Benchmark: prints figures for docs/performance.md (swift run -c release sozluk-bench).
        .executableTarget(
            name: "sozluk-bench",
            dependencies: ["SozlukCore", "SafeText"]
        ),

        // Tests: one target per layer, folders mirroring the sources.
        .target(
            name: "TestSupport",
            dependencies: ["SozlukCore", "SozlukBrowser", "TerminalUI"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "SafeTextTests",
            dependencies: ["SafeText"]
        ),
        .testTarget(
            name: "SozlukCommandLineTests",
            dependencies: ["SozlukCommandLine", "SozlukCore", "TestSupport"]
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI", "SafeText"]
        ),
        .testTarget(
            name: "SozlukCoreTests",
            // TerminalUI only to show that hostile data is harmless once painted.
            dependencies: ["SozlukCore", "SafeText", "TerminalUI", "TestSupport"]
        ),
        .testTarget(
            name: "SozlukImportTests",
            dependencies: ["SozlukImport", "SozlukCore", "TestSupport"]
        ),
        .testTarget(
            name: "SozlukBrowserTests",
            dependencies: ["SozlukBrowser", "SozlukCore", "TerminalUI", "TestSupport"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["SozlukCore", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
