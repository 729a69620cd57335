@testable import SozlukCommandLine
import Testing

/// With HOME unset, the home folder comes from the user list, read by sozluk itself.
@Suite struct UserListTests {
    let list = Array("""
        # a comment: no user
        root:x:0:0:root:/root:/bin/bash
        daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin
        +@netgroup::::::
        broken:x:1000
        ayşe:x:1001:1001:Ayşe Yılmaz,,,:/home/ayşe:/bin/bash
        empty:x:1002:1002:::/bin/sh
        windows:x:1003:1003::/home/windows:/bin/sh\r
        """.utf8) + Array("\nlatin:x:1004:1004::/home/".utf8) + [0xFD] + Array(":/bin/sh\n".utf8)

    @Test func aListedUserHasTheHomeFolderTheListGives() {
        #expect(UserList.homeFolder(of: 0, in: list) == "/root")
        #expect(UserList.homeFolder(of: 1001, in: list) == "/home/ayşe")
        #expect(UserList.homeFolder(of: 1002, in: list) == "", "listed without one: Environment refuses it")
        #expect(UserList.homeFolder(of: 1003, in: list) == "/home/windows", "a line ending in CR LF")
    }

    @Test func aHomeFolderThatIsNotUTF8OrIsTheRootIsNone() {
        #expect(UserList.homeFolder(of: 1004, in: list) == nil, "not UTF-8: no folder sozluk could name")
        for root in ["/", "//", "/.", "/./", "", "relative", "./home"] {
            #expect(!UserList.isUsable(root), "\(root)")
        }
        #expect(UserList.isUsable("/home/ayşe") && UserList.isUsable("/root"))
    }

    @Test func anUnlistedUserOrALineOfTheWrongShapeHasNone() {
        #expect(UserList.homeFolder(of: 54321, in: list) == nil)
        #expect(UserList.homeFolder(of: 1000, in: list) == nil, "three fields, not seven")
        #expect(UserList.homeFolder(of: 0, in: []) == nil)
        #expect(UserList.homeFolder(of: 0, listAt: "/nonexistent/passwd") == nil)
    }

    @Test func theSystemsListGivesRootItsHome() {
        #expect(UserList.homeFolder(of: 0)?.hasPrefix("/") == true)
    }
}
