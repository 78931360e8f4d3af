import Foundation
import Testing

@testable import Networking

@Suite struct RequestBuildingTests {
    private let base = URL(string: "https://api.example.com/3/")!

    @Test func percentEncodesPathSegmentsAndQueryValues() throws {
        let endpoint = Endpoint<[String]>(
            baseURL: base, path: ["search", "AC/DC & friends"],
            queryItems: [URLQueryItem(name: "q", value: "amélie+2001 & co=1"), URLQueryItem(name: "flag", value: nil)])
        let request = try RequestBuilder.request(for: endpoint)
        #expect(
            request.url.absoluteString
                == "https://api.example.com/3/search/AC%2FDC%20&%20friends?q=am%C3%A9lie%2B2001%20%26%20co%3D1&flag")
    }

    @Test func setsMethodHeadersBodyAndTimeout() throws {
        let endpoint = Endpoint<[String]>(
            baseURL: base, method: .post, headers: ["X-Trace": "1"], body: Data("{}".utf8), timeout: 7)
        let request = try RequestBuilder.request(for: endpoint)
        #expect(request.method == "POST")
        #expect(request.value(forHeader: "X-Trace") == "1")
        #expect(request.value(forHeader: "Accept") == "application/json")
        #expect(request.body == Data("{}".utf8))
        #expect(request.timeout == 7)
    }

    @Test func rejectsBaseURLsThatAreNotHTTP() {
        #expect(throws: NetworkError.invalidRequest(reason: "the base URL must be an http or https URL with a host")) {
            try RequestBuilder.request(for: Endpoint<[String]>(baseURL: URL(fileURLWithPath: "/etc")))
        }
    }
}

@Suite struct RetryPolicyTests {
    private let policy = RetryPolicy(maximumAttempts: 4, baseDelay: 1, maximumDelay: 5, maximumTotalTime: 20)
    private let serverError = NetworkError.httpStatus(code: 503, url: "u", bodyPrefix: "", retryAfter: nil)

    @Test func backsOffExponentiallyWithJitterWithinBounds() {
        let low = { (_: ClosedRange<Double>) in 0.0 }, high = { (_: ClosedRange<Double>) in 1.0 }
        #expect(policy.delay(after: serverError, attempt: 1, method: .get, elapsed: 0, random: low) == 0.5)
        #expect(policy.delay(after: serverError, attempt: 1, method: .get, elapsed: 0, random: high) == 1)
        #expect(policy.delay(after: serverError, attempt: 3, method: .get, elapsed: 0, random: high) == 4)
        #expect(policy.delay(after: serverError, attempt: 4, method: .get, elapsed: 0) == nil)  // attempts used up
    }

    @Test func stopsForBudgetMethodsAndPermanentErrors() {
        #expect(policy.delay(after: serverError, attempt: 1, method: .get, elapsed: 19.9, random: { _ in 1 }) == nil)
        #expect(policy.delay(after: serverError, attempt: 1, method: .post, elapsed: 0) == nil)
        let notFound = NetworkError.httpStatus(code: 404, url: "u", bodyPrefix: "", retryAfter: nil)
        #expect(policy.delay(after: notFound, attempt: 1, method: .get, elapsed: 0) == nil)
        #expect(policy.delay(after: .transport(.cancelled, url: "u"), attempt: 1, method: .get, elapsed: 0) == nil)
        #expect(policy.delay(after: .transport(.timeout, url: "u"), attempt: 1, method: .get, elapsed: 0) != nil)
    }

    @Test func parsesRetryAfterSecondsAndDates() {
        let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT
        #expect(RetryPolicy.retryAfter("120", now: now) == 120)
        #expect(RetryPolicy.retryAfter("Wed, 21 Oct 2015 07:28:30 GMT", now: now) == 30)
        #expect(RetryPolicy.retryAfter("soon", now: now) == nil)
    }
}
