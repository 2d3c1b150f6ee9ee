/*
 * rpc/rpc.h: an empty stand-in. MiBench's patricia includes <rpc/rpc.h>,
 * which glibc no longer ships, and uses nothing of it (its addresses come
 * from <netinet/in.h> and <arpa/inet.h>); this keeps the recipe free of
 * libtirpc-dev.
 */
#ifndef TRIDENT_STUB_RPC_H
#define TRIDENT_STUB_RPC_H
#endif
