export interface Forwarder {
  port: number
  close(): Promise<void>
}
export declare function forwardTcp(options: { host: string; port?: number; to: number }): Promise<Forwarder | null>
export declare function forwardIpv6Loopback(port: number): Promise<Forwarder | null>
