/* Passing open files over a local socket (SCM_RIGHTS) and asking who is at the other end
   (SO_PEERCRED): the control-message macros and struct ucred that Swift does not import. */
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/un.h>
#include <unistd.h>

#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0
#endif
#ifndef MSG_CMSG_CLOEXEC
#define MSG_CMSG_CLOEXEC 0
#endif

/* Sends `length` bytes of `data` with `count` (at most 4) descriptors attached; returns what
   sendmsg returns. */
static inline long csocket_send_with_descriptors(int socket, const void *data, size_t length, const int *descriptors, int count) {
    char control[CMSG_SPACE(4 * sizeof(int))];
    memset(control, 0, sizeof control);
    struct iovec part = { (void *)data, length };
    struct msghdr message;
    memset(&message, 0, sizeof message);
    message.msg_iov = &part;
    message.msg_iovlen = 1;
    if (count > 0) {
        if (count > 4) count = 4;
        message.msg_control = control;
        message.msg_controllen = CMSG_SPACE(count * sizeof(int));
        struct cmsghdr *header = CMSG_FIRSTHDR(&message);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(count * sizeof(int));
        memcpy(CMSG_DATA(header), descriptors, count * sizeof(int));
    }
    return sendmsg(socket, &message, MSG_NOSIGNAL);
}

/* Receives up to `length` bytes into `data` and up to 4 descriptors into `descriptors`
   (`*count` set to how many; extra ones are closed); returns what recvmsg returns. */
static inline long csocket_receive_with_descriptors(int socket, void *data, size_t length, int *descriptors, int *count) {
    char control[CMSG_SPACE(8 * sizeof(int))];
    struct iovec part = { data, length };
    struct msghdr message;
    memset(&message, 0, sizeof message);
    message.msg_iov = &part;
    message.msg_iovlen = 1;
    message.msg_control = control;
    message.msg_controllen = sizeof control;
    *count = 0;
    long received = recvmsg(socket, &message, MSG_CMSG_CLOEXEC);
    if (received < 0) return received;
    for (struct cmsghdr *header = CMSG_FIRSTHDR(&message); header; header = CMSG_NXTHDR(&message, header)) {
        if (header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_RIGHTS) continue;
        int n = (int)((header->cmsg_len - CMSG_LEN(0)) / sizeof(int));
        int *incoming = (int *)CMSG_DATA(header);
        for (int i = 0; i < n; i++) {
            if (*count < 4) descriptors[(*count)++] = incoming[i];
            else close(incoming[i]);
        }
    }
    return received;
}

/* The user id of the process at the other end of a connected local socket, or -1. */
static inline long csocket_peer_user(int socket) {
#if defined(__linux__)
    /* struct ucred's layout, which glibc declares only under _GNU_SOURCE (and defining that here
       would make this module's view of the system headers differ from Swift's own). */
    struct { pid_t pid; uid_t uid; gid_t gid; } credentials;
    socklen_t size = sizeof credentials;
    if (getsockopt(socket, SOL_SOCKET, SO_PEERCRED, &credentials, &size) != 0) return -1;
    return (long)credentials.uid;
#else
    uid_t user;
    gid_t group;
    if (getpeereid(socket, &user, &group) != 0) return -1;
    return (long)user;
#endif
}

/* Fills a sockaddr_un for `path`; returns 0, or -1 if the path is too long. */
static inline int csocket_address(const char *path, struct sockaddr_un *address) {
    memset(address, 0, sizeof *address);
    address->sun_family = AF_UNIX;
    if (strlen(path) >= sizeof address->sun_path) return -1;
    strcpy(address->sun_path, path);
    return 0;
}
