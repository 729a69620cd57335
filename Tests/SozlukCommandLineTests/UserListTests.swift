@testable import SozlukCommandLine
import Testing

/// With HOME unset, the home folder comes from the user list, read by sozluk itself.
@Suite struct UserListTests {
    let list = """
        # a comment: no user
        root:x:0:0:root:/root:/bin/bash
        daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin
        +@netgroup::::::
        broken:x:1000
        ayşe:x:1001:1001:Ayşe Yılmaz,,,:/home/ayşe:/bin/bash
        empty:x:1002:1002:::/bin/sh
        """

    @Test func aListedUserHasTheHomeFolderTheListGives() {
        #expect(UserList.homeFolder(of: 0, in: list) == "/root")
        #expect(UserList.homeFolder(of: 1001, in: list) == "/home/ayşe")
        #expect(UserList.homeFolder(of: 1002, in: list) == "", "listed without one: Environment refuses it")
    }

    @Test func anUnlistedUserOrALineOfTheWrongShapeHasNone() {
        #expect(UserList.homeFolder(of: 54321, in: list) == nil)
        #expect(UserList.homeFolder(of: 1000, in: list) == nil, "three fields, not seven")
        #expect(UserList.homeFolder(of: 0, in: "") == nil)
        #expect(UserList.homeFolder(of: 0, listAt: "/nonexistent/passwd") == nil)
    }

    @Test func theSystemsListGivesRootItsHome() {
        #expect(UserList.homeFolder(of: 0)?.hasPrefix("/") == true)
    }
}
