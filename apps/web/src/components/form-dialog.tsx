import { Drawer, type DrawerProps, Form, Modal, type ModalProps } from 'antd';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * Drawers and dialogs that hold a form: whatever closes them (Escape, a click
 * on the mask, the close button, Cancel) asks first when something was typed,
 * and Escape meant for an open dropdown or date panel closes only that.
 */

type Close = () => void;

// A date panel on screen and not on its way out (antd marks closing popups with motion "-leave" classes).
const openDatePanel = '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden):not([class*="-leave"])';

/** Whether an Escape on this element belongs to a dropdown or date panel it has open. */
function popupOpenAt(target: HTMLElement): boolean {
  if (target.getAttribute('aria-expanded') === 'true') return true;
  return target.closest('.ant-picker') !== null && document.querySelector(openDatePanel) !== null;
}

const keepEscapeForPopups = (event: KeyboardEvent) => {
  if (event.key === 'Escape' && event.target instanceof HTMLElement && popupOpenAt(event.target)) event.stopPropagation();
};

/** `requestClose` closes at once when nothing was typed, else after the user agrees to discard; `track` wraps the form. */
function useCloseGuard(onClose: Close, dirty: boolean) {
  const { t } = useTranslation('components');
  const [modal, holder] = Modal.useModal();
  const touched = useRef(false);
  const asking = useRef(false);
  const requestClose = () => {
    if (!dirty && !touched.current) {
      onClose();
      return;
    }
    if (asking.current) return;
    asking.current = true;
    void modal.confirm({
      title: t('unsaved.title'),
      content: t('unsaved.text'),
      okText: t('unsaved.discard'),
      okButtonProps: { danger: true },
      cancelText: t('unsaved.keep'),
      // Enter or a stray key keeps the work; discarding takes a deliberate click.
      autoFocusButton: 'cancel',
      onOk: onClose,
      afterClose: () => {
        asking.current = false;
      },
    });
  };
  const track = (content: ReactNode) => (
    <Form.Provider
      onFormChange={(_name, { changedFields }) => {
        // Checks after a submit change fields too; only what the user edited counts.
        if (changedFields.some((field) => field.touched)) touched.current = true;
      }}
    >
      <div onKeyDown={keepEscapeForPopups}>{content}</div>
    </Form.Provider>
  );
  return { requestClose, holder, track };
}

const render = (content: ReactNode | ((close: Close) => ReactNode), close: Close) =>
  typeof content === 'function' ? content(close) : content;

interface FormModalProps extends Omit<ModalProps, 'open' | 'onCancel' | 'footer' | 'children'> {
  onClose: Close;
  /** Unsaved state outside the form, such as a chosen file. */
  dirty?: boolean;
  footer?: ReactNode | ((close: Close) => ReactNode);
  children: ReactNode | ((close: Close) => ReactNode);
}

/** A dialog with a form; given `close`, its own buttons ask first too. */
export function FormModal({ onClose, dirty = false, footer, children, ...props }: FormModalProps) {
  const guard = useCloseGuard(onClose, dirty);
  return (
    <>
      {guard.holder}
      <Modal
        {...props}
        open
        destroyOnHidden
        onCancel={guard.requestClose}
        {...(footer === undefined ? {} : { footer: render(footer, guard.requestClose) })}
      >
        {guard.track(render(children, guard.requestClose))}
      </Modal>
    </>
  );
}

interface FormDrawerProps extends Omit<DrawerProps, 'open' | 'onClose' | 'footer' | 'children'> {
  onClose: Close;
  dirty?: boolean;
  footer: (close: Close) => ReactNode;
  children: ReactNode;
}

/** A side drawer with a form; its footer's Cancel gets `close`, which asks first. */
export function FormDrawer({ onClose, dirty = false, footer, children, ...props }: FormDrawerProps) {
  const guard = useCloseGuard(onClose, dirty);
  return (
    <>
      {guard.holder}
      <Drawer {...props} open destroyOnHidden onClose={guard.requestClose} footer={footer(guard.requestClose)}>
        {guard.track(children)}
      </Drawer>
    </>
  );
}
