import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a transfer reports, in order: the response once, then its body as it arrives, then the end.
protocol CurlTransferEvents: AnyObject {
    func transfer(didReceive response: HTTPURLResponse)
    func transfer(didLoad data: Data)
    func transferDidFinish()
    func transfer(didFailWith error: URLError)
}
