import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSessionDataTask {
    /// What a session delegate calls with its decision on this task's response: hands the disposition to
    /// `completionHandler`, and cancels the task when it is `.cancel`, since URLSession on Linux ignores the
    /// disposition a protocol of one's own gets (`CurlURLProtocol`) and would go on with a refused task.
    func responseDecision(
        _ completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) -> (URLSession.ResponseDisposition) -> Void {
        { disposition in
            completionHandler(disposition)
            if disposition == .cancel { self.cancel() }
        }
    }
}
