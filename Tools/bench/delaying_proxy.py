#!/usr/bin/env python3
"""A TCP proxy on 127.0.0.1 that adds latency, standing in for a cache across a network: each new connection
waits DELAY ms before it is opened upstream (the handshake's round trip), and each chunk the server sends
waits DELAY ms before it is passed on (a request's round trip).

Usage: delaying_proxy.py LISTEN_PORT UPSTREAM_PORT DELAY_MS
"""
import asyncio, sys


async def pipe(reader, writer, delay):
    try:
        while data := await reader.read(65536):
            if delay:
                await asyncio.sleep(delay)
            writer.write(data)
            await writer.drain()
    except (ConnectionError, asyncio.CancelledError):
        pass
    finally:
        writer.close()


async def main():
    listen, upstream, delay = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]) / 1000

    async def handle(client_reader, client_writer):
        await asyncio.sleep(delay)
        server_reader, server_writer = await asyncio.open_connection("127.0.0.1", upstream)
        await asyncio.gather(pipe(client_reader, server_writer, 0), pipe(server_reader, client_writer, delay))

    server = await asyncio.start_server(handle, "127.0.0.1", listen)
    async with server:
        await server.serve_forever()


asyncio.run(main())
