/** Page changes outside the console router, behind one object so tests can watch them. */
export const browser = {
  goTo(url: string): void {
    window.location.assign(url);
  },
};

// Absolute, because console paths such as /account/base sit below the root.
export const pages = {
  signin: '/signin.html',
  console: '/index.html',
  /** The reception terminal, where reception and verification accounts work. */
  stage: '/stage.html',
  /** The training videos in a loop, for a lobby screen (an Administrator's or a reception account's). */
  lobbyVideos: '/videos',
  forgot: (type: number) => `/forgot.html?type=${type}`,
};
