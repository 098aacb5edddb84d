// Preloaded into the server the harness starts: its stdin is a pipe from the test
// process, so end-of-file means the test process is gone, however it ended.
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
