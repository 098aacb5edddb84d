import { Modal } from 'antd';

interface ShownPage {
  page: number;
  /** Rows on the page shown. */
  rows: number;
  goToPage: (page: number) => void;
}

interface Removal {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  /** How many rows of the page shown go. */
  removing: number;
  remove: () => Promise<unknown>;
  /** Runs once the rows are gone. */
  onRemoved?: () => void;
}

/**
 * Removing rows of a paged list after asking, with a danger button. A later page
 * the removal empties gives way to the page before, which still has rows. A
 * removal that fails closes the question too: the API client has told why.
 */
export function useRemoveAfterAsking({ page, rows, goToPage }: ShownPage) {
  const [modal, holder] = Modal.useModal();
  const ask = ({ removing, remove, onRemoved, ...question }: Removal) =>
    void modal.confirm({
      ...question,
      okButtonProps: { danger: true },
      onOk: () =>
        remove().then(
          () => {
            onRemoved?.();
            if (rows - removing <= 0 && page > 1) goToPage(page - 1);
          },
          () => undefined,
        ),
    });
  return { holder, ask };
}
