import Foundation
import NetworkingTransport

// movieland-network: runs one network transfer for movieland (see TransferHelper), so that movieland itself
// never loads URLSession's libraries.
exit(await TransferHelper.serve())
