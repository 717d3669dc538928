import Foundation

/// GitHub Actions workflow commands (`::error file=…,line=…,title=…::message`):
/// how their text is encoded, for every reporter that writes them.
package enum WorkflowCommand {
    /// A workflow command's message: `%`, CR and LF percent-encoded.
    package static func message(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value (`file=`, `title=`): `:` and
    /// `,` encoded too.
    package static func property(_ s: String) -> String {
        message(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
